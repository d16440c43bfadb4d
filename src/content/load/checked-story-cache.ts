/**
 * The checked stories of the last build (issue 41), in one file of the build cache
 * (`CACHE_DIR/build/content/checked-stories.v8`): per story, the source's stamp of it, a hash of it as written,
 * and what checking it gave (check-stories.ts). A story's schema check and reshaping (normalizeStory)
 * depends only on the story as written and on the checking code, so the file is kept under a hash of that
 * code: another version of it checks every story again. One file, not one per story: a build after an edit
 * reads one file instead of 10,000. Each story's result is kept as its own serialized bytes, so the next
 * write copies the unchanged stories' bytes instead of serializing them again: its problems and parts (read
 * for every story), the checked story (read only when its passes run again) and the passes across stories'
 * result with the signature of what it read (story-passes.ts).
 */
import { createHash, type Hash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { projectRoot } from '../../config/project-paths';
import { runLimited } from '../../common/run-limited';
import type { RawStory } from '../story';

/** Bump when what the file holds changes shape, so an old file is not read as a new one. */
const cacheVersion = 5;

/** The file's name in the content cache folder. */
export const checkedStoriesFile = 'checked-stories.v8';

/** The code a story's check runs: the content layer with its schemas, the limits and common helpers. */
const checkingCode = ['src/content', 'src/config', 'src/common'];

/** The code key's hex digest, first in the file, so another code's file is found without deserializing it. */
const codeKeyLength = 64;

/** One story as the last build kept it. */
export interface CheckedEntry {
  /** Where the story came from (RawStory.origin): a file under stories/, an API request. */
  origin: string;
  /** The source's stamp of the story (ContentSource.storyStamps), when it gives one. */
  stamp: string | undefined;
  /** A hash of the story as written and of the checking code; none for a story that could not be read. */
  key: string | undefined;
  /** What checking the story gave besides the story itself (check-stories.ts), serialized with v8: read for every story. */
  bytes: Uint8Array;
  /** The checked story (null for one that could not be read), serialized with v8: read only when the passes run on it again. */
  story: Uint8Array;
  /** The passes across stories' result for the story (story-passes.ts), when a load kept it. */
  passed?: PassedEntry | undefined;
}

/** The passes' result for one story, under a signature of everything they read (story-passes.ts). */
export interface PassedEntry {
  signature: string;
  /** The result, serialized with v8. */
  bytes: Uint8Array;
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

/** The key of `raw` checked by the code `code`: equal keys, equal results. */
export function storyKey(code: string, raw: RawStory): string {
  // The origin names a story that has no readable full_slug, so it is part of what the check returns.
  return createHash('sha256')
    .update(`${code}\0${raw.origin}\0`)
    .update(raw.contentHash ?? JSON.stringify(raw.data))
    .digest('hex')
    .slice(0, 40);
}

/** Entries removed at once: the per-story files of the cache's earlier layout. */
const removalsInFlight = 32;

export class CheckedStoryCache {
  constructor(private readonly dir: string) {}

  private get file(): string {
    return path.join(this.dir, checkedStoriesFile);
  }

  /** The entries the last build kept for the checking code `code`; none when the file is missing, damaged or another code's. */
  async read(code: string): Promise<CheckedEntry[]> {
    const bytes = await readFile(this.file).catch(() => null);
    if (!bytes || bytes.subarray(0, codeKeyLength).toString('latin1') !== code) return [];
    try {
      const entries: unknown = v8.deserialize(bytes.subarray(codeKeyLength));
      return Array.isArray(entries) ? (entries as CheckedEntry[]) : [];
    } catch {
      // A file cut short (a disk that filled up): every story is read and checked, and the file written again.
      return [];
    }
  }

  /** Keeps `entries` for the checking code `code`, under a temporary name renamed into place. */
  async write(code: string, entries: readonly CheckedEntry[]): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    try {
      await writeFile(temp, Buffer.concat([Buffer.from(code, 'latin1'), v8.serialize(entries)]));
      await rename(temp, this.file);
    } finally {
      await rm(temp, { force: true });
    }
    // The cache's earlier layout kept one `<key>.json` per story here; nothing reads them any more.
    const names = await readdir(this.dir);
    await runLimited(
      names.filter((name) => name.endsWith('.json')),
      removalsInFlight,
      (name) => rm(path.join(this.dir, name), { force: true }),
    );
  }
}
