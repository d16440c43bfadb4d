import type { ContentError } from './content-error';
import type { RawStory } from './story';

/** Where stories come from: the bundled folder (default), another folder (CONTENT_DIR), or Storyblok. */
export interface ContentSource {
  /** Human-readable name for logs: `files:content/` or `storyblok:draft`. */
  readonly name: string;
  /** All stories. Unreadable entries come back as errors so one bad file does not hide the others. */
  loadStories(): Promise<{ stories: RawStory[]; errors: ContentError[] }>;
  /** Folder of static assets served under /content-images/, if the source has one. */
  readonly assetsDir?: string | undefined;
}
