import type { Server } from 'node:http';
import { serveStatic } from '../../src/server/serve';

export interface RunningSite {
  url: (path: string) => string;
  close(): Promise<void>;
}

/** Serves a built site on a free loopback port for one test file. */
export async function startSite(root: string): Promise<RunningSite> {
  const { server, url } = await serveStatic({ root, host: '127.0.0.1', port: 0 });
  return {
    url: (path) => new URL(path, url).href,
    close: () => closeServer(server),
  };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
