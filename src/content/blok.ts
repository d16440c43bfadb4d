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
  // A loop over a stack of its own, not recursion: it reads content as written, before anything checks its
  // depth, and JSON nested 100,000 levels must not end the build with "Maximum call stack size exceeded".
  const path: string[] = [];
  const stack: { value: object; key: string | null; depth: number }[] = [];
  const push = (key: string, child: unknown, depth: number) => {
    if (typeof child === 'object' && child !== null) stack.push({ value: child, key, depth });
  };
  if (typeof root === 'object' && root !== null) stack.push({ value: root, key: null, depth: 0 });
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, key, depth } = next;
    // `path` holds the keys of this value's ancestors and its own: `depth` keys.
    path.length = Math.max(0, depth - 1);
    if (key !== null) path.push(key);
    // Children are pushed last first, so they come off the stack in document order.
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) push(String(i), value[i], depth + 1);
      continue;
    }
    const record = value as Record<string, unknown>;
    if (onRecord(record, path) === false) continue;
    const keys = Object.keys(record);
    for (let i = keys.length - 1; i >= 0; i--) push(keys[i] as string, record[keys[i] as string], depth + 1);
  }
}
