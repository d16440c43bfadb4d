/**
 * A page's HTML as it crosses the wire (issue 41, "home at its floor"): one HTTP/1.1 request to the site's own
 * server with the headers a browser sends over HTTPS (brotli accepted), every byte of the answer counted: the
 * status line and headers (the CSP with the boot script's hash, HSTS… from `_headers`) and the brotli body. What a
 * new connection's first round trip must carry for the page's first paint to wait on nothing else.
 */
import { connect } from 'node:net';

export interface WireBytes {
  /** Status line, headers and the blank line after them. */
  headers: number;
  /** The body as sent (brotli for a page with a .br file). */
  body: number;
  contentEncoding: string;
}

const headerEnd = Buffer.from('\r\n\r\n');

/** Requests `url` (http, loopback) and counts the answer's bytes. */
export function documentWireBytes(url: string): Promise<WireBytes> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: target.hostname, port: Number(target.port) });
    const parts: Buffer[] = [];
    socket.on('connect', () => {
      socket.write(
        [
          `GET ${target.pathname}${target.search} HTTP/1.1`,
          `Host: ${target.host}`,
          'Accept: text/html,application/xhtml+xml',
          'Accept-Encoding: gzip, deflate, br, zstd',
          'Connection: close',
          '',
          '',
        ].join('\r\n'),
      );
    });
    socket.on('data', (chunk: Buffer) => parts.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const answer = Buffer.concat(parts);
      const split = answer.indexOf(headerEnd);
      if (split < 0) {
        reject(new Error(`${url}: the answer has no end of headers (${answer.length} bytes)`));
        return;
      }
      const head = answer.subarray(0, split).toString('latin1');
      if (!head.startsWith('HTTP/1.1 200')) {
        reject(new Error(`${url}: expected 200, got "${head.split('\r\n')[0] ?? ''}"`));
        return;
      }
      const encoding = /\r\ncontent-encoding: *([^\r]*)/i.exec(head)?.[1] ?? 'identity';
      resolve({
        headers: split + headerEnd.length,
        body: answer.length - split - headerEnd.length,
        contentEncoding: encoding,
      });
    });
  });
}
