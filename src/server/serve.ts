import { createServer, type Server } from 'node:http';
import { rollForward } from '../site-builder/write/commit-journal';
import { endSocket, statusForClientError } from './raw-response';
import { logRequestError } from './request-log';
import { createStaticHandler } from './static-handler';

export interface ServeOptions {
  root: string;
  host: string;
  port: number;
}

/**
 * Starts the static server; resolves with the server and its URL once it listens. A commit a killed build
 * left half-done in `root` is completed first (docs/decisions/0014), so the server never lists a half-new
 * output.
 */
export async function serveStatic({
  root,
  host,
  port,
}: ServeOptions): Promise<{ server: Server; url: string }> {
  await rollForward(root);
  const handler = createStaticHandler(root);
  // The handler answers a missing Host itself, with the site's headers (Node's own 400 has none).
  const server = createServer({ requireHostHeader: false }, handler);
  // Malformed requests (bad request lines, huge headers) get Node's status, with the security headers.
  server.on('clientError', (error: Error & { code?: string }, socket) => {
    const status = statusForClientError(error);
    if (status === null) socket.destroy();
    else endSocket(socket, status, handler.siteHeaders(false));
  });
  // Without a listener Node closes a CONNECT connection without a word; this is no proxy.
  server.on('connect', (req, socket) => {
    endSocket(socket, 405, [...handler.siteHeaders(false), ['Allow', 'GET, HEAD']]);
  });
  // Node's own 417 for an unknown Expect value has no headers.
  server.on('checkExpectation', (req, res) => handler.reject(req, res, 417));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      // Once listening, an error on the server itself (not on one request) is logged, never thrown.
      server.on('error', (error) => logRequestError(undefined, error));
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://${host}:${actualPort}/` });
    });
  });
}
