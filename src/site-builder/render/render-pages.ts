/**
 * Prerender with the render cache: a page whose key is stored is copied from the cache (or, when the live
 * output already holds it, left to be linked from there, build-record.ts); the others are
 * rendered (on worker threads when there are enough of them) and stored for the next build. The words CSS
 * pruning needs are counted per page across builds (words-tally.ts): a page the last build counted costs no
 * read when the live output holds it, one (its HTML, to write it) when not.
 */
import os from 'node:os';
import path from 'node:path';
import type { Blok } from '../../content/blok';
import type { DocumentAssets } from '../../layouts/document';
import { runLimited } from '../../common/run-limited';
import { serverEntryFile } from '../bundle/vite-builds';
import type { PageCache } from './page-cache';
import { pageBytes, writePage, type PageJob } from './page-job';
import type { Progress } from '../report/progress';
import { renderOnThreads } from './render-pool';
import type { Route } from '../../content/routes/routes';
import { SearchDocs, searchDocHash } from '../search/search-docs';
import { WordsTally } from './words-tally';

/**
 * From this many pages to render on, every core renders; below, one thread does.
 *
 * Pages always render on a thread, never in the main thread: the build runs under tsx, whose loader makes
 * importing the 1.7 MB server bundle take ~1.2 s there, against ~0.1 s in a thread started without it
 * (render-pool.ts). Measured on this 2-core machine (render-pool on the bundled pages, best of 3, while
 * other sessions kept it at load ~6): one thread starts in ~85 ms and renders ~1.4 ms a page; two threads
 * were 10 % slower at 300 pages, 10 % faster at 1,000 and 23 % at 2,000. The second thread competes with the
 * main thread (hashing, writing files) and with whatever else runs, so it pays only with enough pages; at
 * 500 a build that guessed wrong loses ~0.1 s either way. The bundled site (~90 pages) and incremental
 * builds use one thread; the synthetic 1,000 and 10,000 use both.
 */
const minPagesForAllCores = 500;

export interface RenderPagesOptions {
  outDir: string;
  /** Folder of the server bundle (entry-server.mjs). */
  ssrDir: string;
  global: Blok | null;
  assets: DocumentAssets;
  /** Chunks of each lazily loaded block type (ClientBundle.blockChunks), for each page's preloads. */
  blockChunks: Record<string, string[]>;
  cache: PageCache;
  /** Take pages from the cache (false: `--no-cache`, every page renders; the cache is refilled). */
  useCache: boolean;
  /** Threads to render on; default: every core once there are minPagesForAllCores pages to render. */
  threads?: number;
  /** Longest render of one page before the build stops (render-pool.ts); undefined: 30 s. */
  pageTimeoutMs?: number | undefined;
  progress: Progress;
  /**
   * Whether the live output already holds this page exactly as its key makes it (build-record.ts): such a
   * page, when stored, is not written; it is listed in `kept` for the live files to be linked. Default: none.
   */
  isLive?: (job: PageJob) => boolean;
  /**
   * The words tally this build starts from (the last build's, words-tally.ts): it counts the pages' words
   * and search documents, and is settled to this build's pages. Without it (pages written again after the
   * style phase, render-phase.ts `writeAgain`) nothing is counted: `words` and `search` stay empty.
   */
  tally?: WordsTally;
}

export interface RenderPagesResult {
  rendered: number;
  reused: number;
  bytes: number;
  /** Threads that rendered (0: nothing to render). */
  threads: number;
  /** Keys of every page of this build (the cache keeps these when it prunes). */
  keys: Set<string>;
  /** The words and chunk names of every page of this build, for CSS pruning (prune-css.ts). */
  words: { words: ReadonlySet<string>; chunks: ReadonlySet<string> };
  /** Every page's search document (search-docs.ts), for the site search's index (search-index.ts). */
  search: SearchDocs;
  /** Route path → key of every page of this build (the build record's `pages`). */
  pageKeys: Map<string, string>;
  /** Pages not written because the live output holds them (RenderPagesOptions.isLive). */
  kept: PageItem[];
}

/** A page to build: its route, and whether it is the not-found page. */
export interface PageItem {
  route: Route;
  notFound: boolean;
}

/** What the pages taken from the cache give, and the pages left to render. */
interface FromCache {
  result: RenderPagesResult;
  toRender: PageItem[];
}

/**
 * Takes every page it can from the cache, counting its words in `tally`: a page the tally counted already is
 * only kept there (and read only when it must be written); another one is counted from its stored word list.
 * A page without what it needs in the cache is left to render.
 */
async function takeFromCache(
  items: readonly PageItem[],
  toJob: (item: PageItem) => PageJob,
  tally: WordsTally | undefined,
  options: RenderPagesOptions,
): Promise<FromCache> {
  const result: RenderPagesResult = {
    rendered: 0,
    reused: 0,
    bytes: 0,
    threads: 0,
    keys: new Set(),
    words: { words: new Set(), chunks: new Set() },
    search: new SearchDocs(options.cache),
    pageKeys: new Map(),
    kept: [],
  };
  const isLive = options.isLive ?? (() => false);
  const stored = options.useCache ? await options.cache.keys() : new Set<string>();
  // With nothing stored (a cold or --no-cache build) every page renders, and its job is made once, as it is
  // sent to a thread. Otherwise a page that misses keeps only its item here, and its job is made again when
  // it is sent (one more JSON.stringify) rather than held, page data and all, until then.
  const toRender: PageItem[] = stored.size === 0 ? [...items] : [];
  await runLimited(stored.size === 0 ? [] : items, 16, async (item) => {
    const job = toJob(item);
    if (!stored.has(job.key)) {
      toRender.push(item);
      return;
    }
    const live = isLive(job);
    const html = live ? null : await options.cache.readHtml(job.key);
    if (!live && html === null) {
      toRender.push(item);
      return;
    }
    let page = tally?.counted(job.key);
    if (tally === undefined) {
      // Written again: nothing to count.
    } else if (page === undefined) {
      const [list, search] = await Promise.all([
        options.cache.readWords(job.key),
        options.cache.readSearch(job.key),
      ]);
      const htmlBytes = html === null ? null : Buffer.byteLength(html);
      if (list === null || search === null || htmlBytes === null) {
        toRender.push(item);
        return;
      }
      page = { searchHash: searchDocHash(search), htmlBytes };
      tally.add(job.key, list, page);
    } else {
      tally.keep(job.key);
    }
    result.keys.add(job.key);
    result.pageKeys.set(job.path, job.key);
    if (page !== undefined) result.search.addHashed(job, page.searchHash);
    if (html === null) {
      result.kept.push(item);
      result.bytes += pageBytes(job, page?.htmlBytes ?? 0);
    } else {
      // Awaited before the `+=`: `a += await b` reads `a` first and loses the other lanes' additions.
      const bytes = await writePage(options.outDir, job, html);
      result.bytes += bytes;
    }
    result.reused++;
  });
  return { result, toRender };
}

export async function renderPages(
  items: readonly PageItem[],
  toJob: (item: PageItem) => PageJob,
  options: RenderPagesOptions,
): Promise<RenderPagesResult> {
  let { tally } = options;
  let taken = await takeFromCache(items, toJob, tally, options);
  // The pages of the last build this one does not have are taken away; when one's word list is gone (a
  // build sharing the cache pruned it), the counts are made again from this build's pages alone.
  if (tally && !(await tally.settle((key) => options.cache.readWords(key)))) {
    tally = new WordsTally();
    taken = await takeFromCache(items, toJob, tally, options);
  }
  const { result, toRender } = taken;
  for (let i = 0; i < result.reused; i++) options.progress.tick();
  if (toRender.length > 0) await renderMissing(toRender, toJob, tally, result, options);
  if (tally) {
    result.words = tally.union();
    await tally.write(options.cache.tallyFile);
  }
  return result;
}

/** Renders the pages the cache did not have, writes them and stores them in the cache. */
async function renderMissing(
  toRender: readonly PageItem[],
  toJob: (item: PageItem) => PageJob,
  tally: WordsTally | undefined,
  result: RenderPagesResult,
  options: RenderPagesOptions,
): Promise<void> {
  const done = async (job: PageJob, html: string, words: string, search: string) => {
    result.keys.add(job.key);
    result.pageKeys.set(job.path, job.key);
    tally?.record(job.key, { searchHash: searchDocHash(search), htmlBytes: Buffer.byteLength(html) });
    const [bytes, searchStored] = await Promise.all([
      writePage(options.outDir, job, html),
      options.cache.write(job.key, html, words, search),
    ]);
    result.search.add(job, search, searchStored);
    result.bytes += bytes;
    result.rendered++;
    options.progress.tick();
  };
  result.threads =
    options.threads ?? (toRender.length >= minPagesForAllCores ? os.availableParallelism() : 1);
  const entryFile = path.join(options.ssrDir, serverEntryFile);
  await renderOnThreads(
    toRender,
    toJob,
    {
      threads: result.threads,
      entryFile,
      global: options.global,
      assets: options.assets,
      blockChunks: options.blockChunks,
      ...(options.pageTimeoutMs === undefined ? {} : { pageTimeoutMs: options.pageTimeoutMs }),
      onCounts: (counts) => tally?.addBatch(counts),
    },
    done,
  );
}
