import type { z } from 'zod/mini';
import type { blokSchema } from './schemas/entities/blok';

/** Every content block carries `_uid` and `component` (SPEC §3); its other fields depend on the block type. */
export type Blok = z.infer<typeof blokSchema>;

export function isBlokLike(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
