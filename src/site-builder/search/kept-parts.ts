/**
 * Unchanged parts of the search index left in the live output (issue 41; docs/decisions/0015-search-index-in-parts.md).
 *
 * Copying the parts that were not indexed again from the build cache into the staged output was most of an
 * edit's search time at 10,000 pages (~10,000 fragments). So the output records each part's key
 * (`index-parts-record.json` in the index folder: read by the next build; the browser never asks for it). A part
 * whose key is the live output's, and whose live files are all there with the cached part's sizes and not
 * modified after the record (written after them), is left as it is: the search phase returns its
 * files as `kept` and writes nothing of it. Any other part is copied, so a part whose live files are missing
 * or altered is written again.
 */
import { copyFile, link, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runLimited } from '../../common/run-limited';
import { partPagesFile } from './part-pages';

/**
 * The record of the parts in the output, beside Pagefind's files. Not a dot file: the deploy uploads the
 * index folder whole (a few hundred bytes no browser asks for), and the publish service's bucket is checked
 * file by file against the output.
 */
export const partsRecordFile = 'index-parts-record.json';
const recordFormat = 1;

export interface PartRecord {
  /** The part's build cache key (index-plan.ts `searchIndexKey`). */
  key: string;
}

/** Each part's record, by its folder inside the index folder ('' for the first part). */
export type PartsRecord = Record<string, PartRecord>;

/**
 * The live output's record, and when it was written (ms): a part file modified later was altered. Its bytes
 * hold no time, so two builds of the same content write the same record (the output is reproducible); the
 * in-place commit keeps an unchanged record's file, and with it its modification time. (A part copied again
 * because its live files were damaged, under a record whose bytes did not change, is newer than the record
 * and is copied again by each build until the record changes: correct, only slower, in that rare case.)
 */
export interface LiveParts {
  parts: PartsRecord;
  writtenAt: number;
}

/** Files (and folders) a stat or copy keeps busy at once. */
const filesInFlight = 16;

/** A cached part's words, kept beside Pagefind's files and never placed in the output (lexicon.ts). */
export const partWordsFile = 'words.txt';
/** What a cached part keeps for the next build only. */
const cacheOnly = new Set([partWordsFile, partPagesFile]);
/** Pagefind's script and WebAssembly (and its brotli): the site loads the first part's only. */
const sharedFile = /^(pagefind\.js|wasm\..*)$/;

const noParts: LiveParts = { parts: {}, writtenAt: 0 };

/** The output's record; empty when it is missing, unreadable or of another format (every part is then copied). */
export async function readPartsRecord(bundleDir: string): Promise<LiveParts> {
  const file = path.join(bundleDir, partsRecordFile);
  const [text, stats] = await Promise.all([
    readFile(file, 'utf8').catch(() => null),
    stat(file).catch(() => null),
  ]);
  if (text === null || stats === null) return noParts;
  try {
    const parsed = JSON.parse(text) as { format?: unknown; parts?: unknown };
    if (parsed.format !== recordFormat || typeof parsed.parts !== 'object' || parsed.parts === null)
      return noParts;
    const parts: PartsRecord = {};
    for (const [folder, part] of Object.entries(parsed.parts as Record<string, unknown>)) {
      const { key } = (part ?? {}) as Partial<PartRecord>;
      if (typeof key === 'string') parts[folder] = { key };
    }
    return { parts, writtenAt: stats.mtimeMs };
  } catch {
    return noParts;
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
    .filter((name) => !cacheOnly.has(name) && (first || !sharedFile.test(name)))
    .sort();
}

/**
 * Whether `liveFolder` holds every file of the part as placed: each there, with the cached file's size, and
 * none modified after `writtenAt` (the record's time). A stat a file: no file is read.
 */
export async function liveFilesIntact(
  cachedPart: string,
  liveFolder: string,
  files: readonly string[],
  writtenAt: number,
): Promise<boolean> {
  let intact = true;
  await runLimited(files, filesInFlight, async (file) => {
    if (!intact) return;
    const [live, cached] = await Promise.all([
      stat(path.join(liveFolder, file)).catch(() => null),
      stat(path.join(cachedPart, file)),
    ]);
    if (!live?.isFile() || live.size !== cached.size || live.mtimeMs > writtenAt) intact = false;
  });
  return intact;
}

/** Copies the part's files from the cache into `folder`. */
export async function copyPartFiles(
  cachedPart: string,
  folder: string,
  files: readonly string[],
): Promise<void> {
  const folders = new Set(files.map((file) => path.dirname(path.join(folder, file))));
  for (const dir of folders) await mkdir(dir, { recursive: true });
  await runLimited(files, filesInFlight, (file) =>
    copyFile(path.join(cachedPart, file), path.join(folder, file)),
  );
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
