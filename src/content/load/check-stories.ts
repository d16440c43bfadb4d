/**
 * The content stage's per-story part (issue 41): each story read and checked (normalizeStory), its `_uid`s
 * taken for the check across stories, and nothing of it done again while the story is the same. With a
 * source that stamps each story (the content folder: a file's size, times and inode), only the stories whose
 * stamp changed are read; the others come from the checked-story cache without their files being opened.
 * A source without stamps (Storyblok) is read whole, and a story whose content is the same is not checked
 * again. Gives what normalizeStories gives for the same stories, in the same order, with the same problems.
 */
import v8 from 'node:v8';
import { isBlokLike } from '../blok';
import type { ContentError } from '../content-error';
import { blockPlaces, duplicateUidWarnings, type BlockPlace } from '../duplicate-uids';
import { normalizeStory } from '../normalize';
import type { ContentSource, ReadStory } from '../source';
import type { Story } from '../story';
import {
  codeKey,
  storyKey,
  type CheckedEntry,
  type CheckedStoryCache,
  type PassedEntry,
} from './checked-story-cache';
import { restoredError, storedError, type StoredError } from './stored-error';
import { storyParts, type StoryParts } from './story-parts';

/** What reading and checking one story gave besides the story, as the cache keeps it: read for every story. */
interface Checked {
  /** Why the story could not be read as one (a file that is not UTF-8 or not JSON). */
  readError: StoredError | null;
  errors: StoredError[];
  /** The story's blocks as written (duplicate-uids.ts); null when it takes no part in that check. */
  places: BlockPlace[] | null;
  /** What checks across stories take from the story alone (story-parts.ts); null without a story. */
  parts: StoryParts | null;
}

/** One checked story, with what the cache kept of it. */
export interface CheckedStory {
  /** The story's entry in the checked-story cache (its key, and the passes' result kept with it). */
  entry: CheckedEntry;
  /** What checks across stories take from the story alone. */
  parts: StoryParts;
  /** The story as checked: deserialized when first asked for, so a story whose later passes are kept never is. */
  story(): Story;
}

export interface CheckedStories {
  /** Stories that could not be read, in the source's order (loadStories' errors). */
  readErrors: ContentError[];
  /** The checked stories, in the source's order. */
  checked: CheckedStory[];
  /** The checked stories themselves, in the source's order (each one deserialized). */
  readonly stories: Story[];
  /** Each story's problems in the source's order, then the `_uid`s used twice. */
  errors: ContentError[];
  /** Stories read from the source by this load. */
  read: number;
  /** Stories whose check was taken from the cache. */
  reused: number;
  /**
   * Keeps what changed in the cache, if anything did, with the passes' results `passed` gives for an entry
   * (an entry it gives none for keeps the one it had); never fails the build.
   */
  save(passed?: (entry: CheckedEntry) => PassedEntry | undefined): Promise<void>;
}

function checkedOf(read: ReadStory): { checked: Checked; story: Story | null } {
  if ('error' in read)
    return {
      checked: { readError: storedError(read.error), errors: [], places: null, parts: null },
      story: null,
    };
  const own: ContentError[] = [];
  const story = normalizeStory(read.story, own);
  const { data } = read.story;
  const places = story && isBlokLike(data) ? blockPlaces(data.content) : null;
  return {
    checked: { readError: null, errors: own.map(storedError), places, parts: story && storyParts(story) },
    story,
  };
}

/**
 * Reads and checks `source`'s stories, taking from `cache` what is unchanged. `stamps` are the source's
 * story stamps, taken before this call: a story changed while it is read is kept under its older stamp, so
 * the next load reads it again; a story is never kept under a stamp newer than its content.
 */
export async function checkStories(
  source: ContentSource,
  cache: CheckedStoryCache | undefined,
  stamps: ReadonlyMap<string, string> | undefined,
): Promise<CheckedStories> {
  const code = await codeKey();
  // The cache is a help, never a reason for a build to fail: unreadable, every story is read and checked.
  const stored = cache ? await cache.read(code).catch(() => []) : [];
  const byOrigin = new Map(stored.map((entry) => [entry.origin, entry]));
  const byKey = new Map(stored.flatMap((entry) => (entry.key ? [[entry.key, entry] as const] : [])));
  // Checked by this load: its objects are used as they are (their bytes were taken before later stages reshape them).
  const fresh = new Map<CheckedEntry, { checked: Checked; story: Story | null }>();
  const loadErrors: ContentError[] = [];

  const entryOf = (origin: string, stamp: string | undefined, read: ReadStory): CheckedEntry => {
    const key = 'story' in read ? storyKey(code, read.story) : undefined;
    const same = key ? byKey.get(key) : undefined;
    if (same) return same.stamp === stamp ? same : { ...same, stamp };
    const made = checkedOf(read);
    const entry = { origin, stamp, key, bytes: v8.serialize(made.checked), story: v8.serialize(made.story) };
    fresh.set(entry, made);
    return entry;
  };

  let entries: CheckedEntry[];
  let read: number;
  if (stamps && source.readStories) {
    const unchanged = (origin: string, stamp: string) => {
      const entry = byOrigin.get(origin);
      return entry?.stamp === stamp ? entry : undefined;
    };
    const toRead = [...stamps].flatMap(([origin, stamp]) => (unchanged(origin, stamp) ? [] : [origin]));
    const readNow = await source.readStories(toRead);
    const readAt = new Map(toRead.map((origin, i) => [origin, readNow[i]]));
    entries = [...stamps].map(([origin, stamp]) => {
      const kept = unchanged(origin, stamp);
      if (kept) return kept;
      const story = readAt.get(origin);
      if (!story) throw new Error(`${source.name} gave no story for ${origin}, which it stamped`);
      return entryOf(origin, stamp, story);
    });
    read = toRead.length;
  } else {
    const raw = await source.loadStories();
    // Not kept: a source without stamps reads every story anyway, and gives its errors apart from its stories.
    loadErrors.push(...raw.errors);
    entries = raw.stories.map((story) => entryOf(story.origin, undefined, { story }));
    read = raw.stories.length;
  }

  const checkedStories: CheckedStory[] = [];
  const errors: ContentError[] = [];
  const counted: { full_slug: string; places: BlockPlace[] }[] = [];
  for (const entry of entries) {
    const made = fresh.get(entry);
    const {
      readError,
      errors: own,
      places,
      parts,
    } = made?.checked ?? (v8.deserialize(entry.bytes) as Checked);
    if (readError) loadErrors.push(restoredError(readError));
    errors.push(...own.map(restoredError));
    if (!parts) continue;
    let story = made?.story ?? undefined;
    const storyOf = () => (story ??= v8.deserialize(entry.story) as Story);
    checkedStories.push({ entry, parts, story: storyOf });
    if (places) counted.push({ full_slug: parts.identity.full_slug, places });
  }
  errors.push(...duplicateUidWarnings(counted));

  return {
    readErrors: loadErrors,
    checked: checkedStories,
    get stories() {
      return checkedStories.map((checked) => checked.story());
    },
    errors,
    read,
    reused: entries.length - fresh.size,
    save: async (passed) => {
      if (!cache) return;
      const kept = entries.map((entry) => {
        const result = passed?.(entry);
        return result && result !== entry.passed ? { ...entry, passed: result } : entry;
      });
      const changed = kept.length !== stored.length || kept.some((entry, i) => entry !== stored[i]);
      if (changed) await cache.write(code, kept).catch(() => undefined);
    },
  };
}
