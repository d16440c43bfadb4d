/**
 * Unchanged parts of the search index left in the live output (issue 41; docs/decisions/0015-search-index-in-parts.md).
 *
 * Copying the parts that were not indexed again from the build cache into the staged output was most of an
 * edit's search time at 10,000 pages (~10,000 fragments). So the output records each part's key
 * (`index-parts-record.json` in the index folder: read by the next build; the browser never asks for it) and when
 * its files were placed. A part whose key is the live output's, and whose live files are all there with the
 * cached part's sizes and not modified since they were placed, is left as it is: the search phase returns its
 * files as `kept` and writes nothing of it. Any other part is copied, so a part whose live files are missing
 * or altered is written again.
 */
import { copyFile, link, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runLimited } from '../../common/run-limited';

/**
 * The record of the parts in the output, beside Pagefind's files. Not a dot file: the deploy uploads the
 * index folder whole (a few hundred bytes no browser asks for), and the publish service's bucket is checked
 * file by file against the output.
 */
export const partsRecordFile = 'index-parts-record.json';
const recordFormat = 1;

export interface PartRecord {
  /** The part's build cache key (search-index.ts `searchIndexKey`). */
  key: string;
  /** When its files were placed (ms): a later modification time means an altered file. */
  placed: number;
}

/** Each part's record, by its folder inside the index folder ('' for the first part). */
export type PartsRecord = Record<string, PartRecord>;

/** Files (and folders) a stat or copy keeps busy at once. */
const filesInFlight = 16;

/** A cached part's words, kept beside Pagefind's files and never placed in the output (lexicon.ts). */
export const partWordsFile = 'words.txt';
/** Pagefind's script and WebAssembly (and its brotli): the site loads the first part's only. */
const sharedFile = /^(pagefind\.js|wasm\..*)$/;

/** The output's record; empty when it is missing, unreadable or of another format (every part is then copied). */
export async function readPartsRecord(bundleDir: string): Promise<PartsRecord> {
  const text = await readFile(path.join(bundleDir, partsRecordFile), 'utf8').catch(() => null);
  if (text === null) return {};
  try {
    const parsed = JSON.parse(text) as { format?: unknown; parts?: unknown };
    if (parsed.format !== recordFormat || typeof parsed.parts !== 'object' || parsed.parts === null)
      return {};
    const record: PartsRecord = {};
    for (const [folder, part] of Object.entries(parsed.parts as Record<string, unknown>)) {
      const { key, placed } = (part ?? {}) as Partial<PartRecord>;
      if (typeof key === 'string' && typeof placed === 'number') record[folder] = { key, placed };
    }
    return record;
  } catch {
    return {};
  }
}

export async function writePartsRecord(bundleDir: string, record: PartsRecord): Promise<void> {
  await writeFile(
    path.join(bundleDir, partsRecordFile),
    JSON.stringify({ format: recordFormat, parts: record }),
  );
}

/** The files of a cached part that go into the output (relative, `/`-separated); the first part's with the script. */
export async function partFiles(cachedPart: string, first: boolean): Promise<string[]> {
  const entries = await readdir(cachedPart, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(cachedPart, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((name) => name !== partWordsFile && (first || !sharedFile.test(name)))
    .sort();
}

/**
 * Whether `liveFolder` holds every file of the part as placed: each there, with the cached file's size, and
 * none modified after `placed`. A stat a file: no file is read.
 */
export async function liveFilesIntact(
  cachedPart: string,
  liveFolder: string,
  files: readonly string[],
  placed: number,
): Promise<boolean> {
  let intact = true;
  await runLimited(files, filesInFlight, async (file) => {
    if (!intact) return;
    const [live, cached] = await Promise.all([
      stat(path.join(liveFolder, file)).catch(() => null),
      stat(path.join(cachedPart, file)),
    ]);
    if (!live?.isFile() || live.size !== cached.size || live.mtimeMs > placed) intact = false;
  });
  return intact;
}

/**
 * Copies the part's files from the cache into `folder`; returns the time after the last copy, later than any
 * of their modification times. (Not the newest time a stat gives right after each copy: on this machine's
 * file system a later stat of the same file gave a time up to 0.2 ms later.)
 */
export async function copyPartFiles(
  cachedPart: string,
  folder: string,
  files: readonly string[],
): Promise<number> {
  const folders = new Set(files.map((file) => path.dirname(path.join(folder, file))));
  for (const dir of folders) await mkdir(dir, { recursive: true });
  await runLimited(files, filesInFlight, (file) =>
    copyFile(path.join(cachedPart, file), path.join(folder, file)),
  );
  return Date.now() + 1;
}

/**
 * For a build that stages the whole output (decision 0014): puts the kept files into the staged output as
 * hard links to the live ones, which keep their inode and modification time and are never written into.
 */
export async function linkKeptFiles(
  kept: readonly string[],
  liveDir: string,
  stagedDir: string,
): Promise<void> {
  const folders = new Set(kept.map((file) => path.dirname(path.join(stagedDir, file))));
  for (const dir of folders) await mkdir(dir, { recursive: true });
  await runLimited(kept, filesInFlight, (file) => link(path.join(liveDir, file), path.join(stagedDir, file)));
}
