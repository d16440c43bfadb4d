/** Reads a request's raw body up to a limit; past it, stops reading and says so (the caller answers 413). */
import type { IncomingMessage } from 'node:http';

export type BodyRead = { ok: true; body: Buffer } | { ok: false; reason: 'too_large' | 'aborted' };

export function readLimitedBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit)
    return Promise.resolve({ ok: false, reason: 'too_large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyRead): void => {
      if (done) return;
      done = true;
      req.off('data', onData);
      resolve(result);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        // No more bytes are read: the stream is paused and the answer closes the connection.
        req.pause();
        finish({ ok: false, reason: 'too_large' });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => finish({ ok: true, body: Buffer.concat(chunks, size) }));
    req.once('error', () => finish({ ok: false, reason: 'aborted' }));
    req.once('close', () => finish({ ok: false, reason: 'aborted' }));
  });
}
