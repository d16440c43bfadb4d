/**
 * Answers written straight to the socket, for requests Node never hands to the request handler: a request
 * line or header block the parser rejects (`clientError`), `CONNECT`. They carry the site's security headers
 * like every other answer (issue 22).
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** A complete `Connection: close` response with an empty body. */
export function rawResponse(status: number, headers: Iterable<[string, string]>): string {
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`];
  for (const [name, value] of headers) {
    // Header values come from _headers; a line break would split the response.
    if (!/[\r\n]/.test(name + value)) lines.push(`${name}: ${value}`);
  }
  lines.push('Connection: close', 'Content-Length: 0');
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Sends the answer if the socket still takes writes, then closes it; never throws. */
export function endSocket(socket: Duplex, status: number, headers: Iterable<[string, string]>): void {
  // A socket error after the response is of no use to anyone: swallowed, never an uncaught 'error'.
  socket.on('error', () => undefined);
  if (socket.writable) socket.end(rawResponse(status, headers));
  else socket.destroy();
}

/** The status for an error Node's HTTP parser reports on a connection (Node's own choices, see _http_server). */
export function statusForClientError(error: Error & { code?: string }): number | null {
  switch (error.code) {
    case 'ECONNRESET':
    case 'EPIPE':
      return null;
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}
