/**
 * Link object (SPEC §3) in Storyblok's multilink shape (reference §3): `id`, `url`, `linktype`,
 * `fieldtype`, `cached_url`, optional `anchor`, `target`, `email`, `rel`, `title`.
 */
import { z } from 'zod';

const str = () =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? '');

export const linkTypes = ['url', 'email', 'story', 'asset'] as const;

export const multilinkSchema = z.object({
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
  z.preprocess((v) => (v === '' || v === null || v === undefined ? emptyLink : v), multilinkSchema).optional().transform((v) => v ?? emptyLink);
