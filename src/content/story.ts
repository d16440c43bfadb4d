/**
 * The story envelope as the Content Delivery API v2 returns it (reference §1.3), and the clean
 * story the rest of the site works with.
 */
import { z } from 'zod';
import type { pageStorySchema } from './schemas/entities/page-story';

const nullableString = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

export const storyEnvelopeSchema = z.object({
  id: z.number(),
  uuid: z.string().min(1),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string().min(1),
  is_startpage: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  position: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  parent_id: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  created_at: nullableString,
  published_at: nullableString,
  first_published_at: nullableString,
  sort_by_date: nullableString,
  tag_list: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  lang: z
    .string()
    .nullish()
    .transform((v) => v ?? 'default'),
  content: z.record(z.string(), z.unknown()),
});

export type StoryEnvelope = z.output<typeof storyEnvelopeSchema>;

/** A story after validation: its content is a checked block tree (the shape page data carries). */
export type Story = z.infer<typeof pageStorySchema>;

/** Raw story as read from a source, with where it came from (for error messages). */
export interface RawStory {
  /** File name or API request the story came from. */
  origin: string;
  data: unknown;
  /**
   * A hash of the story as the source holds it, when the source has one at hand (a file's bytes); the
   * checked-story cache keys on it, or on the data's JSON without it.
   */
  contentHash?: string;
}

/** A story with the envelope's defaults (not a start page, unpublished, no tags) around the given fields. */
export function storyOf(
  fields: Pick<Story, 'id' | 'uuid' | 'name' | 'slug' | 'full_slug' | 'content'> & Partial<Story>,
): Story {
  return {
    is_startpage: false,
    position: 0,
    parent_id: 0,
    created_at: null,
    published_at: null,
    first_published_at: null,
    sort_by_date: null,
    tag_list: [],
    lang: 'default',
    ...fields,
  };
}
