/**
 * One log line per failed request (issue 22: an error in one request is that request's answer and a log
 * line, never the end of the server). The URL is the visitor's input: control characters are escaped and
 * the length bounded, so a hostile request cannot forge or flood log lines.
 */
import type { IncomingMessage } from 'node:http';

const maxLogged = 200;

export function printable(text: string): string {
  const escaped = JSON.stringify(text).slice(1, -1);
  return escaped.length > maxLogged ? `${escaped.slice(0, maxLogged)}…` : escaped;
}

export function requestError(req: IncomingMessage | undefined, error: unknown): string {
  const reason = error instanceof Error ? `${error.message}${codeOf(error)}` : String(error);
  const request = req ? `${printable(req.method ?? '?')} ${printable(req.url ?? '')}` : 'connection';
  return `serve: ${request}: ${printable(reason)}`;
}

function codeOf(error: Error): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? ` (${code})` : '';
}

export function logRequestError(req: IncomingMessage | undefined, error: unknown): void {
  console.error(requestError(req, error));
}
