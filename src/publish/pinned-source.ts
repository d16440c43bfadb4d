/**
 * A content source that reads the space at one given cache version: through the service's listing
 * (src/content/storyblok-incremental.ts), which reads only what changed since the last publish unless
 * PUBLISH_LISTING=full, or with StoryblokSource.loadStoriesAt when there is none.
 */
import type { ContentSource } from '../content/source';
import type { IncrementalListing } from '../content/storyblok-incremental';
import type { StoryblokSource } from '../content/storyblok-source';

export function pinnedSource(
  source: StoryblokSource,
  cv: number,
  listing?: IncrementalListing | undefined,
): ContentSource {
  return {
    name: `${source.name} cv=${cv}`,
    assetsDir: source.assetsDir,
    loadStories: () => (listing ? listing.loadStoriesAt(cv) : source.loadStoriesAt(cv)),
    stamp: () => Promise.resolve(source.stampAt(cv)),
  };
}
