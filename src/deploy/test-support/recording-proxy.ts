/**
 * A proxy in front of the local S3 server that records, in the order the server completed them, every write
 * the deploy made (PUT, server-side COPY, DELETE, DeleteObjects), and can answer a number of requests with a
 * server error instead of forwarding them (the fault tests' 503 bursts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { forward } from './forward-request';
import type { KeyLocks } from './key-locks';

export interface BucketWrite {
  op: 'PUT' | 'COPY' | 'DELETE';
  /** The object key, without the bucket. */
  key: string;
  /** For COPY: the source key. */
  from?: string;
}

export interface RecordingProxy {
  url: string;
  writes: BucketWrite[];
  /** Answers the next `count` requests (of any kind) with `status`, before they reach the server. */
  failNext(count: number, status?: number): void;
  /** Holds every request this long before forwarding it (a slow bucket, so a test can stop a deploy midway). */
  setDelay(ms: number): void;
  /** How many requests were answered with an injected failure. */
  failuresInjected(): number;
  close(): Promise<void>;
}

function objectKey(bucket: string, pathname: string): string | undefined {
  const prefix = `/${bucket}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  return decodeURIComponent(pathname.slice(prefix.length));
}

function deletedKeys(body: string): string[] {
  return [...body.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
    (m[1] ?? '').replace(
      /&lt;|&gt;|&quot;|&apos;|&amp;/g,
      (e) => ({ '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&amp;': '&' })[e] ?? e,
    ),
  );
}

function writesOf(bucket: string, req: http.IncomingMessage, body: Buffer): BucketWrite[] {
  const url = new URL(req.url ?? '/', 'http://x');
  const key = objectKey(bucket, url.pathname);
  if (req.method === 'POST' && url.searchParams.has('delete'))
    return deletedKeys(body.toString('utf8')).map((k) => ({ op: 'DELETE', key: k }));
  if (!key || url.searchParams.has('uploadId') || url.searchParams.has('tagging')) return [];
  if (req.method === 'DELETE') return [{ op: 'DELETE', key }];
  if (req.method !== 'PUT') return [];
  const source = req.headers['x-amz-copy-source'];
  if (typeof source === 'string') {
    const from = objectKey(bucket, `/${decodeURIComponent(source).replace(/^\//, '')}`);
    return [{ op: 'COPY', key, ...(from === undefined ? {} : { from }) }];
  }
  return [{ op: 'PUT', key }];
}

/** `locks`: every write holds its keys' write lock until the server has answered (see key-locks.ts). */
export async function startRecordingProxy(
  target: string,
  bucket: string,
  locks: KeyLocks,
): Promise<RecordingProxy> {
  const writes: BucketWrite[] = [];
  let toFail = 0;
  let failStatus = 503;
  let injected = 0;
  let delayMs = 0;
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks)));
  });
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (toFail > 0) {
      toFail -= 1;
      injected += 1;
      res.writeHead(failStatus, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${failStatus === 503 ? 'SlowDown' : 'InternalError'}</Code><Message>injected by the test proxy</Message></Error>`,
      );
      return;
    }
    const written = writesOf(bucket, req, body);
    const status = await locks.write(
      written.map((write) => write.key),
      () => forward(upstream, req, body, res),
    );
    if (status < 300) writes.push(...written);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    writes,
    failNext(count, status = 503) {
      toFail = count;
      failStatus = status;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    failuresInjected: () => injected,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
