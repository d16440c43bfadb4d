/**
 * A prerender thread (render-pool.ts). Plain JavaScript on purpose: it imports only the built server bundle,
 * so it needs no TypeScript loader, whether the build runs under tsx or Vitest. A page renders from its
 * page-data text (the bytes its data file gets) with its own preloads (pageJob in prerender.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';

const { entryUrl, global, assets } = workerData;
const renderer = await import(entryUrl);

parentPort.on('message', ({ id, jobs }) => {
  let current = null;
  try {
    const html = jobs.map((job) => {
      current = job.path;
      return renderer.renderPage({
        state: { page: JSON.parse(job.pageJson), global },
        assets: { ...assets, preloads: job.preloads },
      });
    });
    parentPort.postMessage({ id, html });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const stack = error instanceof Error ? error.stack : undefined;
    parentPort.postMessage({ id, error: { message, stack, path: current } });
  }
});

parentPort.postMessage({ ready: true });
