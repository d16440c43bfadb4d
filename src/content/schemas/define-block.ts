import { z } from 'zod';
import { blokList } from './fields';
import { richText } from './rich-text';

/**
 * Declares a block type: its technical name (`component`, snake_case after SPEC §3) and its fields.
 * Unknown fields are stripped, so page data carries only what the components read.
 */
export function defineBlock<const N extends string, S extends z.ZodRawShape>(component: N, shape: S) {
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
  };
}

export type BlockDefinition = ReturnType<typeof defineBlock<string, z.ZodRawShape>>;
