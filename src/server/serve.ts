import { createServer, type Server } from 'node:http';
import { createStaticHandler } from './static-handler';

export interface ServeOptions {
  root: string;
  host: string;
  port: number;
}

/** Starts the static server; resolves with the server and its URL once it listens. */
export function serveStatic({ root, host, port }: ServeOptions): Promise<{ server: Server; url: string }> {
  const handler = createStaticHandler(root);
  const server = createServer(handler);
  // Malformed requests (bad request lines, huge headers) get a plain 400 instead of Node's defaults.
  server.on('clientError', (_error, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://${host}:${actualPort}/` });
    });
  });
}
