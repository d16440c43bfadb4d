/**
 * Runs the Vite builds in a child process (bundle-process.ts starts it): Vite and Rolldown keep ~600 MB of
 * the build process's memory after they finish, which a 10,000-page build then carries through prerender,
 * CSS pruning and compression. In a child it is returned when the child exits.
 */
import type { BundleReply, BundleRequest } from '../worker-messages';
import { bundleClient, bundleServer } from './vite-builds';

const send = (reply: BundleReply) =>
  new Promise<void>((resolve) => {
    if (process.send) process.send(reply, () => resolve());
    else resolve();
  });

process.once('message', (request: BundleRequest) => {
  void (async () => {
    try {
      const client = await bundleClient(request.outDir, request.content, { preview: request.preview });
      await bundleServer(request.ssrDir, request.content);
      // maxRSS is in kilobytes.
      await send({ ok: true, client, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) });
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      await send({ ok: false, message: failure.message, stack: failure.stack });
    }
    process.disconnect();
  })();
});
