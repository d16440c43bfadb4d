/**
 * What changed between two reads of the content folder, as the Storyblok story events a publish would send:
 * a story that appears or whose file changes is `published`, one whose `full_slug` changes is `moved`, one
 * whose file is removed is `deleted`. Stories are matched by id (as Storyblok's story_id).
 */
import type { StoredStory } from './story-store';

export interface StoryChange {
  action: 'published' | 'moved' | 'deleted';
  story: Pick<StoredStory, 'id' | 'name' | 'full_slug'>;
}

export function storyChanges(before: readonly StoredStory[], after: readonly StoredStory[]): StoryChange[] {
  const old = new Map(before.map((story) => [story.id, story]));
  const changes: StoryChange[] = [];
  for (const story of after) {
    const previous = old.get(story.id);
    old.delete(story.id);
    if (!previous) changes.push({ action: 'published', story });
    else if (previous.full_slug !== story.full_slug) changes.push({ action: 'moved', story });
    else if (JSON.stringify(previous) !== JSON.stringify(story)) changes.push({ action: 'published', story });
  }
  for (const story of old.values()) changes.push({ action: 'deleted', story });
  return changes;
}
