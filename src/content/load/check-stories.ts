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
import { codeKey, storyKey, type CheckedEntry, type CheckedStoryCache } from './checked-story-cache';
import { restoredError, storedError, type StoredError } from './stored-error';
import { storyParts, type StoryParts } from './story-parts';

/** What reading and checking one story gave, as the cache keeps it. */
interface Checked {
  /** Why the story could not be read as one (a file that is not UTF-8 or not JSON). */
  readError: StoredError | null;
  story: Story | null;
  errors: StoredError[];
  /** The story's blocks as written (duplicate-uids.ts); null when it takes no part in that check. */
  places: BlockPlace[] | null;
  /** What checks across stories take from the story alone (story-parts.ts); null without a story. */
  parts: StoryParts | null;
}

export interface CheckedStories {
  /** Stories that could not be read, in the source's order (loadStories' errors). */
  readErrors: ContentError[];
  /** The checked stories, in the source's order. */
  stories: Story[];
  /** Each story's parts for the checks across stories, in the same order as `stories`. */
  parts: StoryParts[];
  /** Each story's problems in the source's order, then the `_uid`s used twice. */
  errors: ContentError[];
  /** Stories read from the source by this load. */
  read: number;
  /** Stories whose check was taken from the cache. */
  reused: number;
  /** Keeps what changed in the cache, if anything did; never fails the build. */
  save(): Promise<void>;
}

function checkedOf(read: ReadStory): Checked {
  if ('error' in read)
    return { readError: storedError(read.error), story: null, errors: [], places: null, parts: null };
  const own: ContentError[] = [];
  const story = normalizeStory(read.story, own);
  const { data } = read.story;
  const places = story && isBlokLike(data) ? blockPlaces(data.content) : null;
  return { readError: null, story, errors: own.map(storedError), places, parts: story && storyParts(story) };
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
  const fresh = new Map<CheckedEntry, Checked>();
  const loadErrors: ContentError[] = [];

  const entryOf = (origin: string, stamp: string | undefined, read: ReadStory): CheckedEntry => {
    const key = 'story' in read ? storyKey(code, read.story) : undefined;
    const same = key ? byKey.get(key) : undefined;
    if (same) return same.stamp === stamp ? same : { ...same, stamp };
    const checked = checkedOf(read);
    const entry = { origin, stamp, key, bytes: v8.serialize(checked) };
    fresh.set(entry, checked);
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

  const checked = entries.map((entry) => fresh.get(entry) ?? (v8.deserialize(entry.bytes) as Checked));
  const stories: Story[] = [];
  const parts: StoryParts[] = [];
  const errors: ContentError[] = [];
  const counted: { full_slug: string; places: BlockPlace[] }[] = [];
  for (const { readError, story, errors: own, places, parts: ownParts } of checked) {
    if (readError) loadErrors.push(restoredError(readError));
    errors.push(...own.map(restoredError));
    if (!story) continue;
    stories.push(story);
    parts.push(ownParts ?? storyParts(story));
    if (places) counted.push({ full_slug: story.full_slug, places });
  }
  errors.push(...duplicateUidWarnings(counted));

  const changed = entries.length !== stored.length || entries.some((entry, i) => entry !== stored[i]);
  return {
    readErrors: loadErrors,
    stories,
    parts,
    errors,
    read,
    reused: entries.length - fresh.size,
    save: async () => {
      if (cache && changed) await cache.write(code, entries).catch(() => undefined);
    },
  };
}
