import { z } from 'zod';
import { fieldCheckOf, type FieldWarning } from './field-warnings';
import { blokList } from './fields';
import { richText } from './rich-text';

export type { FieldWarning } from './field-warnings';

/** Fields Storyblok puts on every block; never "unknown" (reference: `_editable` in draft content). */
export const systemFields = ['_uid', 'component', '_editable'] as const;

export interface BlockOptions {
  /** Looks at the raw block (before defaults) for values that were replaced by a fallback. */
  warnings?: (raw: Record<string, unknown>) => FieldWarning[];
  /**
   * Blocks a list field may hold (`places`: agencies and ATMs). Any other block there is a content error
   * naming it, and it is left out: never a block that silently vanishes because its parent ignores it.
   */
  allowedBlocks?: Record<string, readonly string[]>;
}

/**
 * Declares a block type: its technical name (`component`, snake_case after docs/behaviour.md §3) and its fields.
 * Unknown fields are stripped, so page data carries only what the components read; the normaliser reports
 * each one as a warning (docs/behaviour.md §5.7), so an editor's choice is never dropped without a word.
 */
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
  const checked = keys.flatMap((field) => {
    const check = fieldCheckOf(shape[field]);
    return check ? [{ field, check }] : [];
  });
  return {
    component,
    schema,
    /** Every field the block has, Storyblok's own included; anything else is reported as unknown. */
    knownFields: new Set<string>([...systemFields, ...keys]),
    /** Fields that hold nested blocks; the normaliser checks their items one by one. */
    blokFields: keys.filter((k) => shape[k] === blokList),
    /** Per list field, the blocks it may hold (unlisted fields hold any block). */
    allowedBlocks: options.allowedBlocks ?? {},
    /** Rich-text fields; the normaliser checks blocks embedded in them. */
    richTextFields: keys.filter((k) => shape[k] === richText),
    /** Values replaced by a fallback or left out, from the field schemas' own checks and the block's. */
    warnings: (raw: Record<string, unknown>): FieldWarning[] => [
      ...checked.flatMap(({ field, check }) => {
        const found = check(raw[field]);
        return found ? [{ ...found, field }] : [];
      }),
      ...(options.warnings?.(raw) ?? []),
    ],
  };
}

export type BlockDefinition = ReturnType<typeof defineBlock<string, z.ZodRawShape>>;
