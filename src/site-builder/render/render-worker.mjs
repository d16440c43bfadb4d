/**
 * A prerender thread (render-pool.ts). Plain JavaScript on purpose: it imports only the built server bundle
 * and page-words.mjs, so it needs no TypeScript loader, whether the build runs under tsx or Vitest. A page
 * renders from its page-data text (the bytes its data file gets); the server bundle adds the preloads of the
 * blocks it hydrates (entry-server `pagePreloads`).
 *
 * For CSS pruning, with each batch the thread reports the words and chunk names its pages brought that it
 * had not reported before (page-words.mjs). A page with lazy panels is rendered a second time with every
 * panel open, and the words of that render come back too, for the page cache to keep beside the page.
 * Each page also comes back as the document the site search indexes (search-document.mjs), taken from the
 * render with every panel open when there is one.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { lazyPanelPages, PageWords, wordLines } from '../style/page-words.mjs';
import { pageSearchDocument } from '../search/search-document.mjs';

/** @typedef {import('../worker-messages').RenderWorkerData} RenderWorkerData */
/** @typedef {import('../worker-messages').RenderRequest} RenderRequest */
/** @typedef {import('../worker-messages').RenderReply} RenderReply */

/** @type {RenderWorkerData} */
const { entryUrl, global, assets, blockChunks, rendering } = workerData;
const now = new Int32Array(rendering);
const renderer = await import(entryUrl);
const seen = new PageWords();
const needsEveryPanel = lazyPanelPages(global);

/** @param {RenderRequest} request */
const onRequest = ({ id, jobs }) => {
  let current = null;
  try {
    const found = { words: [], chunks: [] };
    const take = (text) => {
      const { words, chunks } = seen.add(text);
      found.words.push(...words);
      found.chunks.push(...chunks);
    };
    const html = [];
    const panelWords = [];
    const search = [];
    Atomics.store(now, 0, id);
    for (const [index, job] of jobs.entries()) {
      current = job.path;
      Atomics.store(now, 1, index);
      const state = { page: JSON.parse(job.pageJson), global };
      const page = renderer.renderPage({ state, assets, blockChunks });
      take(page);
      html.push(page);
      let everyPanel = null;
      if (needsEveryPanel(job.pageJson)) {
        everyPanel = renderer.renderEveryPanel({ state });
        // Its words once each: what the cache keeps, and all this render adds (it names no chunk).
        const lines = wordLines(everyPanel);
        take(lines);
        panelWords.push(lines);
      } else {
        panelWords.push(null);
      }
      const weight = state.page.data?.story?.content?.search_weight;
      search.push(pageSearchDocument(page, everyPanel, state.page.data?.title ?? '', weight));
    }
    Atomics.store(now, 0, -1);
    reply({ id, html, panelWords, search, found });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const stack = error instanceof Error ? error.stack : undefined;
    reply({ id, error: { message, stack, path: current } });
  }
};

/** @param {RenderReply} message */
function reply(message) {
  parentPort.postMessage(message);
}

parentPort.on('message', onRequest);
reply({ ready: true });
