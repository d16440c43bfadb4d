import { blokSchema } from './blok';
import { z } from '../../../common/zod-mini';

/**
 * A story as the site works with it after validation (the envelope's defaults applied, its content a
 * checked block tree): what page data carries to the browser. The raw envelope, with Storyblok's nulls
 * and missing fields, is `storyEnvelopeSchema` (src/content/story.ts); a type test keeps the two in step.
 */
export const pageStorySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  is_startpage: z.boolean(),
  position: z.number(),
  parent_id: z.number(),
  created_at: z.nullable(z.string()),
  published_at: z.nullable(z.string()),
  first_published_at: z.nullable(z.string()),
  sort_by_date: z.nullable(z.string()),
  tag_list: z.array(z.string()),
  lang: z.string(),
  content: blokSchema,
});
