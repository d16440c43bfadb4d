/**
 * A prerender thread (render-pool.ts). Plain JavaScript on purpose: it imports only the built server bundle
 * and page-words.mjs, so it needs no TypeScript loader, whether the build runs under tsx or Vitest. A page
 * renders from its page-data text (the bytes its data file gets); the server bundle adds the preloads of the
 * blocks it hydrates (entry-server `pagePreloads`).
 *
 * For CSS pruning, each page comes back with its word list (its words, with those of its render with every
 * panel open for a page with lazy panels, and its chunk names, page-words.mjs) for the page cache to keep
 * beside it, and each batch with how many of its pages hold each word and chunk name (words-tally.ts), so the
 * main thread adds a few thousand counts a batch instead of a thousand words a page.
 * Each page also comes back as the document the site search indexes (search-document.mjs), taken from the
 * render with every panel open when there is one.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { lazyPanelPages, pageWordList, wordListText } from '../style/page-words.mjs';
import { pageSearchDocument } from '../search/search-document.mjs';

/** @typedef {import('../worker-messages').RenderWorkerData} RenderWorkerData */
/** @typedef {import('../worker-messages').RenderRequest} RenderRequest */
/** @typedef {import('../worker-messages').RenderReply} RenderReply */

/** @type {RenderWorkerData} */
const { entryUrl, global, assets, blockChunks, rendering } = workerData;
const now = new Int32Array(rendering);
const renderer = await import(entryUrl);
const needsEveryPanel = lazyPanelPages(global);

/** @param {RenderRequest} request */
const onRequest = ({ id, jobs }) => {
  let current = null;
  try {
    const counts = { words: new Map(), chunks: new Map() };
    const count = (into, items) => {
      for (const item of items) into.set(item, (into.get(item) ?? 0) + 1);
    };
    const html = [];
    const words = [];
    const search = [];
    Atomics.store(now, 0, id);
    for (const [index, job] of jobs.entries()) {
      current = job.path;
      Atomics.store(now, 1, index);
      const state = { page: JSON.parse(job.pageJson), global };
      const page = renderer.renderPage({ state, assets, blockChunks });
      html.push(page);
      const everyPanel = needsEveryPanel(job.pageJson) ? renderer.renderEveryPanel({ state }) : null;
      const list = pageWordList(page, everyPanel);
      count(counts.words, list.words);
      count(counts.chunks, list.chunks);
      words.push(wordListText(list));
      const weight = state.page.data?.story?.content?.search_weight;
      search.push(pageSearchDocument(page, everyPanel, state.page.data?.title ?? '', weight));
    }
    Atomics.store(now, 0, -1);
    reply({ id, html, words, search, counts: { words: [...counts.words], chunks: [...counts.chunks] } });
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
