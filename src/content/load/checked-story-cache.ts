/**
 * The checked stories of earlier builds (issue 41): a story's schema check and reshaping (normalizeStory, the
 * content stage's largest part) depends only on the story as written and on the checking code, so its result
 * is kept in the build cache (`CACHE_DIR/build/content/`), one file per story, keyed by a hash of both. A build
 * after an edit checks only the stories whose JSON changed; a cached story's problems are reported again on
 * every build, as if it had been checked afresh. Everything across stories (rate and contact references,
 * links, routes, duplicate checks) is computed on every build from the checked stories.
 */
import { createHash, type Hash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../config/project-paths';
import { runLimited } from '../../common/run-limited';
import type { ContentError } from '../content-error';
import { normalizeStory, type CheckStory } from '../normalize';
import type { RawStory, Story } from '../story';
import { restoredError, storedError, type StoredError } from './stored-error';

/** Bump when what an entry holds changes shape, so old entries are not read as new ones. */
const cacheVersion = 2;

/** The code a story's check runs: the content layer with its schemas, the limits and common helpers. */
const checkingCode = ['src/content', 'src/config', 'src/common'];

/** Entries read or written at once. */
const filesInFlight = 32;

interface Entry {
  story: Story | null;
  errors: StoredError[];
}

/**
 * A checked story holds fields set to `undefined` (optional fields the schemas return), which JSON drops: read
 * back, a later stage that adds such a field puts it at the end of its block, and the page's data comes out
 * with its keys in another order than a fresh check gives (77 of 1,092 pages rendered again, bytes changed).
 * So `undefined` is written as this mark and put back in place when read.
 */
const undefinedMark = '\u0000checked-story-cache:undefined\u0000';

function withUndefinedMarked(_key: string, value: unknown): unknown {
  return value === undefined ? undefinedMark : value;
}

/** Puts `undefined` back where the mark is, keeping each key where it was. */
function restoreUndefined(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (record[key] === undefinedMark) record[key] = undefined;
    else restoreUndefined(record[key]);
  }
}

async function hashFolder(hash: Hash, dir: string): Promise<void> {
  const entries = await readdir(path.join(projectRoot, dir), { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(projectRoot, path.join(e.parentPath, e.name)))
    .sort();
  const contents = await Promise.all(files.map((file) => readFile(path.join(projectRoot, file))));
  files.forEach((file, i) => hash.update(`${file}\0${contents[i]?.length ?? 0}\0`).update(contents[i] ?? ''));
}

/** A hash of the checking code: another version of it checks every story again. */
export async function codeKey(): Promise<string> {
  const hash = createHash('sha256').update(`checked-story-cache ${cacheVersion}\0`);
  for (const dir of checkingCode) await hashFolder(hash, dir);
  return hash.digest('hex');
}

function storyKey(code: string, raw: RawStory): string {
  // The origin names a story that has no readable full_slug, so it is part of what the check returns.
  return createHash('sha256')
    .update(`${code}\0${raw.origin}\0`)
    .update(raw.contentHash ?? JSON.stringify(raw.data))
    .digest('hex')
    .slice(0, 40);
}

export interface CheckedStoryCacheUse {
  /** The check to give normalizeStories: a cached result where there is one, normalizeStory elsewhere. */
  check: CheckStory;
  /** Stories taken from the cache. */
  reused: number;
  /** Stores the results checked afresh and removes entries no story used; never fails the build. */
  save(): Promise<void>;
}

export class CheckedStoryCache {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    return path.join(this.dir, `${key}.json`);
  }

  /** Reads the entries of `raw`'s stories, so that checking them (synchronous) can use them. */
  async prepare(raw: readonly RawStory[]): Promise<CheckedStoryCacheUse> {
    const code = await codeKey();
    const keys = new Map(raw.map((story) => [story, storyKey(code, story)]));
    const entries = new Map<string, Entry>();
    await runLimited([...new Set(keys.values())], filesInFlight, async (key) => {
      const text = await readFile(this.file(key), 'utf8').catch(() => null);
      if (text === null) return;
      try {
        const entry = JSON.parse(text) as Entry;
        restoreUndefined(entry.story);
        entries.set(key, entry);
      } catch {
        // A damaged entry (a build killed while the disk was full) is checked afresh and written again.
      }
    });
    const fresh = new Map<string, string>();
    const use: CheckedStoryCacheUse = {
      reused: 0,
      check: (story, errors) => {
        const key = keys.get(story) ?? storyKey(code, story);
        const entry = entries.get(key);
        if (entry) {
          use.reused++;
          errors.push(...entry.errors.map(restoredError));
          return entry.story;
        }
        const own: ContentError[] = [];
        const checked = normalizeStory(story, own);
        errors.push(...own);
        // Serialized now: later stages reshape the stories they are given.
        fresh.set(
          key,
          JSON.stringify({ story: checked, errors: own.map(storedError) } satisfies Entry, withUndefinedMarked),
        );
        return checked;
      },
      save: async () => {
        await mkdir(this.dir, { recursive: true });
        await runLimited([...fresh], filesInFlight, async ([key, text]) => {
          const temp = `${this.file(key)}.${process.pid}.tmp`;
          await writeFile(temp, text);
          await rename(temp, this.file(key));
        });
        const used = new Set([...keys.values()].map((key) => `${key}.json`));
        const names = await readdir(this.dir);
        await runLimited(
          names.filter((name) => name.endsWith('.json') && !used.has(name)),
          filesInFlight,
          (name) => rm(path.join(this.dir, name), { force: true }),
        );
      },
    };
    return use;
  }
}
