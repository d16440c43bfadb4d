/**
 * How many of a build's pages hold each word and chunk name (CSS pruning keeps a rule when its words are in
 * some page, decision 0003), kept in the build cache between builds with what each counted page needs when it
 * is kept: the hash of its search document and its HTML's size. A following build starts from the previous
 * counts, takes away the pages it no longer has (their word lists are beside them in the page cache) and adds
 * the pages new to it: a page kept as it was costs no read, and a build with nothing changed reads one file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { WordList } from '../style/page-words.mjs';

/** Each word or chunk name with how many pages hold it. */
export interface WordCounts {
  words: [string, number][];
  chunks: [string, number][];
}

/** What a counted page's key stands for, besides its words. */
export interface CountedPage {
  /** Hash of its search document (search-docs.ts searchDocHash). */
  searchHash: string;
  /** Bytes of its HTML. */
  htmlBytes: number;
}

/** The file: its format's version, the counted pages by key, and the counts over exactly those pages. */
interface TallyFile {
  version: typeof tallyVersion;
  pages: Record<string, [searchHash: string, htmlBytes: number]>;
  counts: WordCounts;
}

const tallyVersion = 1;

function add(into: Map<string, number>, items: Iterable<string>, by: number): void {
  for (const item of items) {
    const count = (into.get(item) ?? 0) + by;
    if (count === 0) into.delete(item);
    else into.set(item, count);
  }
}

function isTallyFile(value: unknown): value is TallyFile {
  const file = value as Partial<TallyFile> | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    file.version === tallyVersion &&
    typeof file.pages === 'object' &&
    file.pages !== null &&
    Array.isArray(file.counts?.words) &&
    Array.isArray(file.counts.chunks)
  );
}

export class WordsTally {
  private readonly words = new Map<string, number>();
  private readonly chunks = new Map<string, number>();
  /** Pages counted so far, by key. */
  private readonly pages = new Map<string, CountedPage>();
  /** Pages of the previous build this build has (kept), the others are taken away by `settle`. */
  private readonly kept = new Set<string>();

  /** Starts from a previous build's file (null: from nothing). */
  constructor(previous: TallyFile | null = null) {
    if (previous === null) return;
    for (const [key, [searchHash, htmlBytes]] of Object.entries(previous.pages))
      this.pages.set(key, { searchHash, htmlBytes });
    for (const [word, count] of previous.counts.words) this.words.set(word, count);
    for (const [name, count] of previous.counts.chunks) this.chunks.set(name, count);
  }

  /** Reads the tally a previous build left (`file`); a missing, damaged or older file gives an empty one. */
  static async read(file: string): Promise<WordsTally> {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) return new WordsTally();
    try {
      const parsed: unknown = JSON.parse(text);
      return new WordsTally(isTallyFile(parsed) ? parsed : null);
    } catch {
      return new WordsTally();
    }
  }

  /** The counted page of a key, when the previous build counted it. */
  counted(key: string): CountedPage | undefined {
    return this.pages.get(key);
  }

  /** A page of this build that the previous build counted already (its words stay counted). */
  keep(key: string): void {
    if (this.pages.has(key)) this.kept.add(key);
  }

  /** Counts a page new to the tally, from its word list. */
  add(key: string, list: WordList, page: CountedPage): void {
    this.record(key, page);
    this.addCounts(list, 1);
  }

  /**
   * Counts a page whose words come in a batch's counts (`addBatch`): rendered pages, whose counts the render
   * threads add up. Only for a key the tally does not count yet.
   */
  record(key: string, page: CountedPage): void {
    this.pages.set(key, page);
    this.kept.add(key);
  }

  /** Adds the counts of a batch of rendered pages (render-worker.mjs). */
  addBatch(counts: WordCounts): void {
    for (const [word, count] of counts.words) add(this.words, [word], count);
    for (const [name, count] of counts.chunks) add(this.chunks, [name], count);
  }

  private addCounts(list: WordList, by: number): void {
    add(this.words, list.words, by);
    add(this.chunks, list.chunks, by);
  }

  /**
   * Takes away the pages of the previous build this build does not keep, reading their word lists with
   * `readList`. Call it once every page this build takes from the cache is kept or added, before the others
   * are rendered. False when a list is missing: the counts are then not this build's, and the caller starts
   * again from an empty tally.
   */
  async settle(departed: (key: string) => Promise<WordList | null>): Promise<boolean> {
    for (const key of [...this.pages.keys()]) {
      if (this.kept.has(key)) continue;
      const list = await departed(key);
      if (list === null) return false;
      this.addCounts(list, -1);
      this.pages.delete(key);
    }
    return true;
  }

  /** The words and chunk names of the counted pages, each once. */
  union(): { words: Set<string>; chunks: Set<string> } {
    return { words: new Set(this.words.keys()), chunks: new Set(this.chunks.keys()) };
  }

  /** Writes the tally for the next build: beside and renamed, so a reader never sees half a file. */
  async write(file: string): Promise<void> {
    const content: TallyFile = {
      version: tallyVersion,
      pages: Object.fromEntries(
        [...this.pages].map(([key, page]) => [key, [page.searchHash, page.htmlBytes]] as const),
      ),
      counts: { words: [...this.words], chunks: [...this.chunks] },
    };
    const temp = `${file}.tmp-${process.pid}-${randomUUID()}`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temp, JSON.stringify(content));
      await rename(temp, file);
    } catch {
      // A tally that cannot be written costs the next build the reading of its pages' word lists, no more.
      await rm(temp, { force: true });
    }
  }
}
