/**
 * Link object (docs/behaviour.md §3) in Storyblok's multilink shape (reference §3): `id`, `url`, `linktype`,
 * `fieldtype`, `cached_url`, optional `anchor`, `target`, `email`, `rel`, `title`, and `story` when the
 * content was read with `resolve_links` (docs/behaviour.md §2.15).
 */
import { z } from 'zod';

const str = () =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? '');

export const linkTypes = ['url', 'email', 'story', 'asset'] as const;

/**
 * `cached_url` is the target's `full_slug` as of the last save of the linking story; a story inlined by
 * `resolve_links` (`url` or `story`) carries the current one, so a renamed target keeps its link.
 */
function currentFullSlug(story: unknown): string | undefined {
  if (typeof story !== 'object' || story === null) return undefined;
  const slug = (story as { full_slug?: unknown }).full_slug;
  return typeof slug === 'string' && slug ? slug : undefined;
}

const multilinkFields = z.object({
  id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v))),
  url: str(),
  linktype: z.enum(linkTypes).default('story'),
  fieldtype: z.literal('multilink').optional(),
  cached_url: str(),
  anchor: str(),
  target: z
    .union([z.enum(['_self', '_blank']), z.literal('')])
    .nullish()
    .transform((v) => v || undefined),
  email: str(),
  rel: str().optional(),
  title: str().optional(),
  // Only its `full_slug` is used; the rest of the inlined story (content included) is dropped here.
  story: z.unknown().optional(),
});

export const multilinkSchema = multilinkFields.transform(({ story, ...link }) => {
  const slug = link.linktype === 'story' ? currentFullSlug(story) : undefined;
  return slug === undefined ? link : { ...link, cached_url: slug };
});

export type Multilink = z.output<typeof multilinkSchema>;

export const emptyLink: Multilink = {
  id: '',
  url: '',
  linktype: 'story',
  cached_url: '',
  anchor: '',
  target: undefined,
  email: '',
};

/**
 * A link field: an unset link (missing, null, '') becomes the empty story link. Preprocessing (not a
 * union) keeps zod's error paths pointing at the bad multilink property.
 */
export const link = () =>
  z
    .preprocess((v) => (v === '' || v === null || v === undefined ? emptyLink : v), multilinkSchema)
    .optional()
    .transform((v) => v ?? emptyLink);
