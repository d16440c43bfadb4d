import type { z } from 'zod/mini';
import type { blokSchema } from './schemas/entities/blok';

/** Every content block carries `_uid` and `component` (docs/behaviour.md §3); its other fields depend on the block type. */
export type Blok = z.infer<typeof blokSchema>;

export function isBlokLike(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Calls `onRecord` for every plain object under `root` (arrays are passed through, not reported), in
 * document order: a record before its field values, fields in key order. It descends into a record's
 * fields unless `onRecord` returns exactly `false`. `path` holds the keys and array indexes from `root`
 * to the record (empty for `root` itself); it is one array that changes as the walk goes on, so copy or
 * join it in the callback to keep it.
 */
export function walkRecords(
  root: unknown,
  onRecord: (record: Record<string, unknown>, path: readonly string[]) => boolean | undefined,
): void {
  const path: string[] = [];
  const visitChild = (key: string, child: unknown): void => {
    if (typeof child !== 'object' || child === null) return;
    path.push(key);
    visit(child);
    path.pop();
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visitChild(String(index), item));
      return;
    }
    if (!isBlokLike(value) || onRecord(value, path) === false) return;
    for (const key of Object.keys(value)) visitChild(key, value[key]);
  };
  visit(root);
}
