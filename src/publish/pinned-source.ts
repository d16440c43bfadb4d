/** A content source that lists the space at one given cache version (StoryblokSource.loadStoriesAt). */
import type { ContentSource } from '../content/source';
import type { StoryblokSource } from '../content/storyblok-source';

export function pinnedSource(source: StoryblokSource, cv: number): ContentSource {
  return {
    name: `${source.name} cv=${cv}`,
    assetsDir: source.assetsDir,
    loadStories: () => source.loadStoriesAt(cv),
    stamp: () => Promise.resolve(source.stampAt(cv)),
  };
}
