import { z } from 'zod';
import { blokList } from './fields';
import { richText } from './rich-text';

/**
 * Declares a block type: its technical name (`component`, snake_case after SPEC §3) and its fields.
 * Unknown fields are stripped, so page data carries only what the components read.
 */
/** A value the block accepts but replaces by a fallback (SPEC §5), reported as a warning. */
export interface FieldWarning {
  field: string;
  message: string;
  found: string;
}

export interface BlockOptions {
  /** Looks at the raw block (before defaults) for values that were replaced by a fallback. */
  warnings?: (raw: Record<string, unknown>) => FieldWarning[];
}

export function defineBlock<const N extends string, S extends z.ZodRawShape>(
  component: N,
  shape: S,
  options: BlockOptions = {},
) {
  const schema = z.object({
    _uid: z.string().min(1),
    component: z.literal(component),
    _editable: z.string().optional(),
    ...shape,
  });
  const keys = Object.keys(shape);
  return {
    component,
    schema,
    /** Fields that hold nested blocks; the normaliser checks their items one by one. */
    blokFields: keys.filter((k) => shape[k] === blokList),
    /** Rich-text fields; the normaliser checks blocks embedded in them. */
    richTextFields: keys.filter((k) => shape[k] === richText),
    warnings: options.warnings,
  };
}

export type BlockDefinition = ReturnType<typeof defineBlock<string, z.ZodRawShape>>;
