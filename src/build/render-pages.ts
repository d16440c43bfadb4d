/**
 * Prerender with the render cache: a page whose key is stored is copied from the cache; the others are
 * rendered (on worker threads when there are enough of them) and stored for the next build.
 */
import os from 'node:os';
import path from 'node:path';
import type { Blok } from '../content/blok';
import type { DocumentAssets } from '../layouts/document';
import { loadRenderer, serverEntryFile } from './bundle';
import type { PageCache } from './page-cache';
import { renderJob, writePage, type PageJob } from './prerender';
import type { Progress } from './progress';
import { renderOnThreads } from './render-pool';
import { runLimited } from './run-limited';

/**
 * Fewer pages than this render in the main thread. Measured on the 2-core machine: starting a thread and
 * importing the server bundle there takes ~0.35 s, a page renders in ~2.5 ms, so two threads save time from
 * ~300 pages on; below that (the bundled site's ~90 pages, an incremental build's handful) they only cost.
 */
export const minPagesForThreads = 300;

export interface RenderPagesOptions {
  outDir: string;
  /** Folder of the server bundle (entry-server.mjs). */
  ssrDir: string;
  global: Blok | null;
  assets: DocumentAssets;
  cache: PageCache;
  /** Take pages from the cache (false: `--no-cache`, every page renders; the cache is refilled). */
  useCache: boolean;
  /** Threads to render on; default: every core once there are minPagesForThreads pages to render. */
  threads?: number;
  progress: Progress;
}

export interface RenderPagesResult {
  rendered: number;
  reused: number;
  bytes: number;
  /** Threads that rendered: 0 when the main thread did. */
  threads: number;
  /** Keys of every page of this build (the cache keeps these when it prunes). */
  keys: Set<string>;
}

export async function renderPages(
  jobs: readonly PageJob[],
  options: RenderPagesOptions,
): Promise<RenderPagesResult> {
  const result: RenderPagesResult = { rendered: 0, reused: 0, bytes: 0, threads: 0, keys: new Set() };
  const toRender: PageJob[] = [];
  await runLimited(jobs, 16, async (job) => {
    result.keys.add(job.key);
    const cached = options.useCache ? await options.cache.read(job.key) : null;
    if (cached === null) {
      toRender.push(job);
      return;
    }
    // Awaited before the `+=`: `a += await b` reads `a` first and loses the other lanes' additions.
    const bytes = await writePage(options.outDir, job, cached);
    result.bytes += bytes;
    result.reused++;
    options.progress.tick();
  });
  const done = async (job: PageJob, html: string) => {
    const [bytes] = await Promise.all([
      writePage(options.outDir, job, html),
      options.cache.write(job.key, html),
    ]);
    result.bytes += bytes;
    result.rendered++;
    options.progress.tick();
  };
  const threads = options.threads ?? (toRender.length >= minPagesForThreads ? os.availableParallelism() : 1);
  if (threads > 1) {
    result.threads = threads;
    const entryFile = path.join(options.ssrDir, serverEntryFile);
    await renderOnThreads(
      toRender,
      { threads, entryFile, global: options.global, assets: options.assets },
      done,
    );
  } else if (toRender.length > 0) {
    const renderer = await loadRenderer(options.ssrDir);
    for (const job of toRender) await done(job, renderJob(renderer, options.global, options.assets, job));
  }
  return result;
}
