import type { ContentError } from './content-error';
import type { RawStory } from './story';

/** One story as a source read it: the story, or why it could not be read as one. */
export type ReadStory = { story: RawStory } | { error: ContentError };

/** Where stories come from: the bundled folder (default), another folder (CONTENT_DIR), or Storyblok. */
export interface ContentSource {
  /** Human-readable name for logs: `files:content/` or `storyblok:draft`. */
  readonly name: string;
  /** All stories. Unreadable entries come back as errors so one bad file does not hide the others. */
  loadStories(): Promise<{ stories: RawStory[]; errors: ContentError[] }>;
  /**
   * A fingerprint of every story the source would give, cheaper to take than reading them (a file's path,
   * size, times and inode; a published space's cache version): equal fingerprints mean loadStories() gives
   * the same stories, so a build may reuse what it made of them. `undefined` when the source cannot tell
   * (Storyblok's drafts: their saves leave the cache version as it was).
   */
  stamp?(): Promise<string | undefined>;
  /**
   * Each story's own stamp (a file's path, size, times and inode), by its origin, in the order loadStories()
   * gives the stories: a source that has them lets a build read only the stories whose stamp changed
   * (readStories). `undefined` when the source cannot tell.
   */
  storyStamps?(): Promise<ReadonlyMap<string, string> | undefined>;
  /** Reads the stories at these origins (as storyStamps names them), one entry each, in the same order. */
  readStories?(origins: readonly string[]): Promise<ReadStory[]>;
  /** Folder of static assets served under /content-images/, if the source has one. */
  readonly assetsDir?: string | undefined;
}
