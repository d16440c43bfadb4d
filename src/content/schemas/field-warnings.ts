/**
 * Field schemas that never fail a block but replace a bad value (by a fallback, or by nothing) say why here.
 * A schema registers its check once; defineBlock finds it by identity, like blokList and richText, and the
 * normaliser reports each finding as a warning naming story, `_uid` and field (docs/behaviour.md §5.4).
 */
import type { z } from 'zod';
import type { ContentErrorCode } from '../content-error';

/** A value the block accepts but replaces (by a fallback or by nothing), reported as a warning. */
export interface FieldWarning {
  field: string;
  message: string;
  found: string;
  /** `fallback_value` unless said otherwise. */
  code?: ContentErrorCode;
  hint?: string;
}

/** Looks at the raw value of one field; null when it is used as written. */
export type FieldCheck = (raw: unknown) => Omit<FieldWarning, 'field'> | null;

const checks = new WeakMap<z.ZodType, FieldCheck>();

export function withFieldCheck<T extends z.ZodType>(schema: T, check: FieldCheck): T {
  checks.set(schema, check);
  return schema;
}

export function fieldCheckOf(schema: unknown): FieldCheck | undefined {
  return typeof schema === 'object' && schema !== null ? checks.get(schema as z.ZodType) : undefined;
}
