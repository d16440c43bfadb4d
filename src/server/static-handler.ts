/**
 * Serves a built site: `{path}/` → `{path}/index.html`, `{path}` → 301 `{path}/` when that page
 * exists, unknown paths → `404.html` with status 404. sirv serves only files it listed under the root,
 * so no request can reach a file outside it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { collapseSlashes } from '../shared/paths';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  type = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** Decoded pathname of a request, or null when it is malformed (bad percent-encoding, NUL byte). */
export function requestPathname(rawUrl: string | undefined): string | null {
  if (!rawUrl || !rawUrl.startsWith('/')) return null;
  try {
    const pathname = decodeURIComponent(new URL(rawUrl, 'http://localhost').pathname);
    return pathname.includes('\0') ? null : pathname;
  } catch {
    return null;
  }
}

/** A file path under root for a URL path, or null if it would leave root. */
export function resolveInside(root: string, pathname: string): string | null {
  const resolved = path.resolve(root, `.${path.posix.normalize(pathname)}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}

export function createStaticHandler(rootDir: string): Handler {
  const root = path.resolve(rootDir);
  const serveFile = sirv(root, { dev: false, etag: true, dotfiles: false });
  const notFoundFile = path.join(root, '404.html');
  const notFoundPage = existsSync(notFoundFile) ? readFileSync(notFoundFile) : null;

  const notFound = (res: ServerResponse) =>
    notFoundPage ? send(res, 404, notFoundPage, 'text/html; charset=utf-8') : send(res, 404, 'Not Found');

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      send(res, 405, 'Method Not Allowed');
      return;
    }
    const pathname = requestPathname(req.url);
    if (pathname === null) {
      send(res, 400, 'Bad Request');
      return;
    }
    if (!pathname.endsWith('/') && !path.posix.extname(pathname)) {
      const dir = resolveInside(root, pathname);
      if (dir && existsSync(path.join(dir, 'index.html')) && statSync(dir).isDirectory()) {
        const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        // Collapsed slashes: a raw `//host` path must never become a redirect to another host.
        const location = `${collapseSlashes(new URL(req.url ?? '/', 'http://localhost').pathname)}/${query}`;
        res.writeHead(301, { location, 'content-length': 0 });
        res.end();
        return;
      }
    }
    serveFile(req, res, () => notFound(res));
  };
}
