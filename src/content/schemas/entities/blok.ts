import { z } from '../../../common/zod-mini';

/**
 * The shape every block shares (docs/behaviour.md §3: "All content blocks carry _uid and component"). Loose: the
 * fields of each block type are checked by its own schema (src/content/schemas/blocks/); this is the
 * part every consumer of a block tree, the browser included, can rely on.
 */
export const blokSchema = z.looseObject({
  _uid: z.string().check(z.minLength(1, 'expected a non-empty _uid')),
  component: z.string().check(z.minLength(1, 'expected a non-empty component name')),
  /** Storyblok's editable marker, present in draft content only (reference §4). */
  _editable: z.optional(z.string()),
});
