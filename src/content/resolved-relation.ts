/**
 * A relation field read with `resolve_relations` holds whole stories instead of their uuids (Storyblok's
 * client inlines them). Such a story is not part of the page that refers to it: its blocks are its own
 * story's, so they are neither checked nor counted again (their `_uid`s once flooded the report with
 * duplicate warnings), and the field is reported once.
 */
import { isBlokLike } from './blok';

/** A story object as Storyblok delivers one: a uuid, a full_slug and a content block. */
export function isResolvedStory(value: unknown): value is Record<string, unknown> & { full_slug: string } {
  return (
    isBlokLike(value) &&
    typeof value.uuid === 'string' &&
    typeof value.full_slug === 'string' &&
    isBlokLike(value.content) &&
    typeof value.content.component === 'string'
  );
}

/** The full_slugs of the stories a field holds, when it holds resolved stories (one, or a list of them). */
export function resolvedRelationSlugs(value: unknown): string[] | null {
  if (isResolvedStory(value)) return [value.full_slug];
  if (Array.isArray(value) && value.length > 0 && value.some(isResolvedStory))
    return value.filter(isResolvedStory).map((story) => story.full_slug);
  return null;
}
