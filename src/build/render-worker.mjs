/**
 * A prerender thread (render-pool.ts). Plain JavaScript on purpose: it imports only the built server bundle
 * and page-words.mjs, so it needs no TypeScript loader, whether the build runs under tsx or Vitest. A page
 * renders from its page-data text (the bytes its data file gets) with its own preloads (pageJob in
 * prerender.ts). With each batch the thread reports the words and chunk names its pages brought that it had
 * not reported before, for CSS pruning (page-words.mjs).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PageWords } from './page-words.mjs';

const { entryUrl, global, assets } = workerData;
const renderer = await import(entryUrl);
const seen = new PageWords();

parentPort.on('message', ({ id, jobs }) => {
  let current = null;
  try {
    const found = { words: [], chunks: [] };
    const html = jobs.map((job) => {
      current = job.path;
      const page = renderer.renderPage({
        state: { page: JSON.parse(job.pageJson), global },
        assets: { ...assets, preloads: job.preloads },
      });
      const { words, chunks } = seen.add(page);
      found.words.push(...words);
      found.chunks.push(...chunks);
      return page;
    });
    parentPort.postMessage({ id, html, found });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const stack = error instanceof Error ? error.stack : undefined;
    parentPort.postMessage({ id, error: { message, stack, path: current } });
  }
});

parentPort.postMessage({ ready: true });
