/**
 * The local bucket's website endpoint: reads pass to s3rver's website (by path, `/{bucket}/…`) under the read
 * locks of every key the answer can come from (the key asked for, its index document, the error document), so
 * an object being replaced answers its old or its new bytes, as S3 does (see key-locks.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { forward } from './forward-request';
import type { KeyLocks } from './key-locks';

export interface WebsiteFront {
  url: string;
  close(): Promise<void>;
}

/** The keys s3rver's website middleware may read to answer `pathname` (lib/middleware/website.js). */
export function keysReadFor(
  bucket: string,
  pathname: string,
  website: { index: string; errorDocument: string },
): string[] {
  const prefix = `/${bucket}/`;
  const key = pathname.startsWith(prefix) ? decodeURIComponent(pathname.slice(prefix.length)) : '';
  const folder = key === '' || key.endsWith('/') ? key : `${key}/`;
  return [...new Set([key, `${folder}${website.index}`, website.errorDocument])];
}

export async function startWebsiteFront(
  target: string,
  bucket: string,
  website: { index: string; errorDocument: string },
  locks: KeyLocks,
): Promise<WebsiteFront> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void locks.read(keysReadFor(bucket, pathname, website), () =>
        forward(upstream, req, Buffer.concat(chunks), res),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
