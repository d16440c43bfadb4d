/**
 * Prerender with the render cache: a page whose key is stored is copied from the cache (or, when the live
 * output already holds it, left to be linked from there, build-record.ts); the others are
 * rendered (on worker threads when there are enough of them) and stored for the next build.
 */
import os from 'node:os';
import path from 'node:path';
import type { Blok } from '../../content/blok';
import type { DocumentAssets } from '../../layouts/document';
import { runLimited } from '../../common/run-limited';
import { serverEntryFile } from '../bundle/vite-builds';
import type { PageCache } from './page-cache';
import { lazyPanelPages, PageWords } from '../style/page-words.mjs';
import { pageBytes, writePage, type PageJob } from './page-job';
import type { Progress } from '../report/progress';
import { renderOnThreads } from './render-pool';
import type { Route } from '../../content/routes/routes';
import { SearchDocs } from '../search/search-docs';

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
}

export interface RenderPagesResult {
  rendered: number;
  reused: number;
  bytes: number;
  /** Threads that rendered (0: nothing to render). */
  threads: number;
  /** Keys of every page of this build (the cache keeps these when it prunes). */
  keys: Set<string>;
  /** The words and chunk names of every page written, for CSS pruning (prune-css.ts). */
  words: PageWords;
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

export async function renderPages(
  items: readonly PageItem[],
  toJob: (item: PageItem) => PageJob,
  options: RenderPagesOptions,
): Promise<RenderPagesResult> {
  const result: RenderPagesResult = {
    rendered: 0,
    reused: 0,
    bytes: 0,
    threads: 0,
    keys: new Set(),
    words: new PageWords(),
    search: new SearchDocs(options.cache),
    pageKeys: new Map(),
    kept: [],
  };
  const isLive = options.isLive ?? (() => false);
  const stored = options.useCache ? await options.cache.keys() : new Set<string>();
  // A page with lazy panels is taken from the cache only with the words of its panels (page-words.mjs).
  const needsPanelWords = lazyPanelPages(options.global);
  // With nothing stored (a cold or --no-cache build) every page renders, and its job is made once, as it is
  // sent to a thread. Otherwise a page that misses keeps only its item here, and its job is made again when
  // it is sent (one more JSON.stringify) rather than held, page data and all, until then.
  const toRender: PageItem[] = stored.size === 0 ? [...items] : [];
  await runLimited(stored.size === 0 ? [] : items, 16, async (item) => {
    const job = toJob(item);
    const cached = stored.has(job.key)
      ? await options.cache.read(job.key, needsPanelWords(job.pageJson))
      : null;
    if (cached === null) {
      toRender.push(item);
      return;
    }
    result.keys.add(job.key);
    result.pageKeys.set(job.path, job.key);
    result.words.add(cached.html);
    if (cached.panelWords !== null) result.words.add(cached.panelWords);
    result.search.add(job, cached.search, true);
    if (isLive(job)) {
      result.kept.push(item);
      result.bytes += pageBytes(job, cached.html);
    } else {
      // Awaited before the `+=`: `a += await b` reads `a` first and loses the other lanes' additions.
      const bytes = await writePage(options.outDir, job, cached.html);
      result.bytes += bytes;
    }
    result.reused++;
    options.progress.tick();
  });
  if (toRender.length === 0) return result;
  const done = async (job: PageJob, html: string, panelWords: string | null, search: string) => {
    result.keys.add(job.key);
    result.pageKeys.set(job.path, job.key);
    const [bytes, searchStored] = await Promise.all([
      writePage(options.outDir, job, html),
      options.cache.write(job.key, html, panelWords, search),
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
      onWords: (found) => result.words.merge(found),
    },
    done,
  );
  return result;
}
