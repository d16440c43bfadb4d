/**
 * Prerendering on worker threads: each thread imports the server bundle once (render-worker.mjs) and renders
 * batches of pages; the main thread hashes, writes files and feeds the threads. Any failure rejects at once
 * and every thread is terminated, so a broken page fails the build instead of hanging it.
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Blok } from '../../content/blok';
import type { DocumentAssets } from '../../layouts/document';
import { BuildError } from '../../common/errors';
import type { PageJob } from './page-job';
import type { WordCounts } from './words-tally';
import type { RenderReply, RenderRequest, RenderWorkerData } from '../worker-messages';

export interface PoolOptions {
  threads: number;
  /** The server bundle's entry (entry-server.mjs). */
  entryFile: string;
  global: Blok | null;
  assets: DocumentAssets;
  /** Chunks of each lazily loaded block type (ClientBundle.blockChunks), for each page's preloads. */
  blockChunks: Record<string, string[]>;
  /**
   * Pages per message. Small enough that both threads finish together, large enough that messaging
   * (~0.1 ms each way) stays far below rendering (~2 ms a page).
   */
  batchSize?: number;
  /**
   * Longest time one page may take to render before the build stops naming it (RENDER_TIMEOUT, 30 s by
   * default): content that makes a render loop or crawl must end the build, not hang it.
   */
  pageTimeoutMs?: number;
  /** Called with each thread as it starts (tests check that none outlives a failure). */
  onThread?: (worker: Worker) => void;
  /** Called with each rendered batch's counts: how many of its pages hold each word and chunk name. */
  onCounts?: (counts: WordCounts) => void;
}

/** Batches each thread holds: one rendering, one queued, so a thread never waits for the main thread. */
const inFlightPerThread = 2;

const workerScript = new URL('./render-worker.mjs', import.meta.url);

/** Default of PoolOptions.pageTimeoutMs; the bundled pages render in a few milliseconds each. */
export const defaultPageTimeoutMs = 30_000;

/**
 * Watches what each thread renders: the thread writes its batch and page index into shared memory before
 * each page (render-worker.mjs), and a page that stays current longer than the limit is reported. A
 * synchronous loop cannot be interrupted from inside its thread, so the pool terminates the thread.
 */
function startWatchdog(
  threads: readonly { cells: Int32Array }[],
  limitMs: number,
  onStuck: (batch: number, index: number) => void,
): () => void {
  // Threads join the list as they start, after the watchdog.
  const seen: { at: string; since: number }[] = [];
  const timer = setInterval(
    () => {
      const now = Date.now();
      threads.forEach(({ cells }, t) => {
        const batch = Atomics.load(cells, 0);
        const index = Atomics.load(cells, 1);
        const last = (seen[t] ??= { at: '', since: now });
        const at = batch < 0 ? '' : `${batch}:${index}`;
        if (at !== last.at) Object.assign(last, { at, since: now });
        else if (at && now - last.since > limitMs) onStuck(batch, index);
      });
    },
    Math.max(10, Math.min(1000, limitMs / 4)),
  );
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Renders `items` on `threads` threads; `onPage` receives each page's HTML, its word list as the page cache
 * keeps it (page-words.mjs wordListText), and the document the site search indexes (search-document.mjs).
 * A job (with its
 * page-data text) is made from its item only when its batch is sent, and dropped once written: 10,000 pages
 * never hold all their page data in memory at once.
 */
export async function renderOnThreads<T>(
  items: readonly T[],
  toJob: (item: T) => PageJob,
  options: PoolOptions,
  onPage: (job: PageJob, html: string, words: string, search: string) => Promise<void>,
): Promise<void> {
  const size = options.batchSize ?? 16;
  const batchCount = Math.ceil(items.length / size);
  if (batchCount === 0) return;
  const workers: Worker[] = [];
  const watched: { cells: Int32Array }[] = [];
  let stopWatchdog = () => {};
  // Pages being written: a failed run waits for them, so nothing is written after the caller discards the output.
  const writing = new Set<Promise<unknown>>();
  let finished = false;
  try {
    await new Promise<void>((resolve, reject) => {
      const sent = new Map<number, PageJob[]>();
      let nextBatch = 0;
      let remaining = batchCount;
      const fail = (error: unknown) => {
        finished = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      const feed = (worker: Worker) => {
        if (nextBatch >= batchCount || finished) return;
        const id = nextBatch++;
        try {
          const batch = items.slice(id * size, (id + 1) * size).map(toJob);
          sent.set(id, batch);
          const request: RenderRequest = { id, jobs: batch };
          worker.postMessage(request);
        } catch (error) {
          fail(error);
        }
      };
      const threads = Math.max(1, Math.min(options.threads, batchCount));
      const limitMs = options.pageTimeoutMs ?? defaultPageTimeoutMs;
      stopWatchdog = startWatchdog(watched, limitMs, (batch, index) => {
        if (finished) return;
        const job = sent.get(batch)?.[index];
        fail(
          new BuildError(
            'render_timeout',
            `Rendering ${job?.path ?? 'a page'}${job ? ` (story "${job.story}")` : ''} took longer than ${limitMs / 1000} s; the build stopped.`,
            'Look at what that story holds that no other page does (a huge or deeply nested list, a figure far out of range). RENDER_TIMEOUT (seconds) sets the limit.',
          ),
        );
      });
      for (let t = 0; t < threads; t++) {
        const rendering = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
        const cells = new Int32Array(rendering);
        cells[0] = -1;
        watched.push({ cells });
        const worker = new Worker(workerScript, {
          // Without the parent's flags: under tsx they load its TypeScript loader, which then transforms the
          // 1.7 MB server bundle on import (1.2 s instead of 0.06 s). The worker script is plain JavaScript.
          execArgv: [],
          workerData: {
            entryUrl: pathToFileURL(options.entryFile).href,
            global: options.global,
            assets: options.assets,
            blockChunks: options.blockChunks,
            rendering,
          } satisfies RenderWorkerData,
        });
        workers.push(worker);
        options.onThread?.(worker);
        worker.on('message', (message: RenderReply) => {
          if (finished) return;
          if ('ready' in message) {
            for (let i = 0; i < inFlightPerThread; i++) feed(worker);
            return;
          }
          if ('error' in message) {
            fail(
              new BuildError(
                'render_failed',
                `Rendering ${message.error.path ?? 'a page'} failed: ${message.error.message}`,
                message.error.stack ? `Where it was thrown:\n${message.error.stack}` : undefined,
              ),
            );
            return;
          }
          const batch = sent.get(message.id) ?? [];
          sent.delete(message.id);
          feed(worker);
          options.onCounts?.(message.counts);
          const written = Promise.all(
            batch.map((job, i) =>
              onPage(job, message.html[i] ?? '', message.words[i] ?? '', message.search[i] ?? ''),
            ),
          ).then(() => {
            if (--remaining === 0 && !finished) {
              finished = true;
              resolve();
            }
          }, fail);
          writing.add(written);
          void written.finally(() => writing.delete(written));
        });
        worker.on('error', fail);
        worker.on('exit', (code) => {
          if (!finished)
            fail(new BuildError('render_failed', `A render thread stopped (exit code ${code}).`));
        });
      }
    });
  } finally {
    finished = true;
    stopWatchdog();
    await Promise.all(workers.map((worker) => worker.terminate()));
    await Promise.allSettled([...writing]);
  }
}
