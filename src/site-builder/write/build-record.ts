/**
 * What a build leaves in its output about how the output's pages were made: each page's cache key (which
 * covers every input of its HTML and page data, page-cache.ts) and the strings the style phase stamped into
 * them (the pruned stylesheets' names, the site hash). A later build whose page has the same key, and whose
 * stamps turn out the same, knows the live files are exactly what it would write, and links them without
 * reading them (docs/decisions/0014-output-updated-in-place.md, "Next step" done).
 *
 * The record is a file of the output itself, renamed in last when a build commits (commit-journal.ts), so
 * it describes the output once the commit is complete; a commit killed half-way is completed from its
 * journal before anything reads the record. It is a dot file: `npm run serve` does not serve it and the deploy leaves
 * it out (src/deploy/object-rules.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildRecordFile } from '../../config/output-names';

/** Strings replaced in built files, old → new, in the order they were applied. */
export type Stamps = ReadonlyArray<readonly [string, string]>;

export interface BuildRecord {
  /** Stamped into the public pages (stylesheet names and the site hash). */
  htmlStamps: Stamps;
  /** Stamped into the page-data files (the site hash). */
  dataStamps: Stamps;
  /** Route path → the page cache key its live files were made from. */
  pages: Readonly<Record<string, string>>;
  /**
   * Every file of the output (relative, `/`-separated, compressed copies included, the record itself left
   * out) → its size in bytes: the next build finds the files it no longer produces, and the sizes of the
   * files it keeps, without listing or reading the output (docs/decisions/0014).
   */
  files: Readonly<Record<string, number>>;
}

/** Bumped whenever the meaning of a field changes: a record of another version is not trusted. */
const recordVersion = 2;

function isStamps(value: unknown): value is Stamps {
  return (
    Array.isArray(value) &&
    value.every(
      (pair) => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string'),
    )
  );
}

function isMapOf<T>(value: unknown, isValue: (entry: unknown) => entry is T): value is Record<string, T> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isValue)
  );
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isSize = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Parses a record's text; null for anything that is not a whole record of this version. */
export function parseBuildRecord(text: string): BuildRecord | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.version !== recordVersion) return null;
  const { htmlStamps, dataStamps, pages, files } = record;
  if (!isStamps(htmlStamps) || !isStamps(dataStamps)) return null;
  if (!isMapOf(pages, isString) || !isMapOf(files, isSize)) return null;
  return { htmlStamps, dataStamps, pages, files };
}

/**
 * The record of the output in `outDir`, or null when there is none or it cannot be trusted (an output of an
 * older build, a damaged file): then no page is taken from the live output and every page is written.
 */
export async function readBuildRecord(outDir: string): Promise<BuildRecord | null> {
  const text = await readFile(path.join(outDir, buildRecordFile), 'utf8').catch(() => null);
  return text === null ? null : parseBuildRecord(text);
}

function sortedByKey<T>(map: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Writes the record, its pages and files sorted by path, so that the same output gives the same bytes. */
export async function writeBuildRecord(outDir: string, record: BuildRecord): Promise<void> {
  await writeFile(
    path.join(outDir, buildRecordFile),
    JSON.stringify({
      version: recordVersion,
      ...record,
      pages: sortedByKey(record.pages),
      files: sortedByKey(record.files),
    }),
  );
}

/** Whether two lists of stamps replace the same strings by the same strings, in the same order. */
export function sameStamps(a: Stamps, b: Stamps): boolean {
  return (
    a.length === b.length && a.every(([from, to], index) => b[index]?.[0] === from && b[index][1] === to)
  );
}
