/**
 * Serves a built site: `{path}/` → `{path}/index.html`, `{path}` → 301 `{path}/` when that page
 * exists, unknown paths → `404.html` with status 404. sirv serves only files it listed under the root,
 * so no request can reach a file outside it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../build/security-headers';
import { collapseSlashes } from '../shared/paths';

/** Longer paths name no file of the site; refusing them early keeps hostile requests cheap. */
const maxPathLength = 1024;

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

function isHttps(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  return (req.socket as { encrypted?: boolean }).encrypted === true || forwarded === 'https';
}

interface SiteFiles {
  /** Identity of the output folder: a build swaps in a new folder, so this changes with each deploy. */
  inode: number;
  serveFile: ReturnType<typeof sirv>;
  rules: HeaderRule[];
  notFoundPage: Buffer | null;
}

/** The output folder's inode, 0 while it is missing: one stat, cheap enough to do per request. */
function rootInode(root: string): number {
  return statSync(root, { throwIfNoEntry: false })?.ino ?? 0;
}

function loadSite(root: string): SiteFiles {
  // sirv lists the files (and their sizes) once; a new build is picked up by loading again. The build writes
  // `.br` / `.gz` beside text files (src/build/compress.ts): sirv sends them to clients that accept them,
  // with Content-Encoding and Vary: Accept-Encoding.
  const serveFile = sirv(root, { dev: false, etag: true, dotfiles: false, brotli: true, gzip: true });
  // The build's dist/_headers (security and cache headers): the same rules a static host applies.
  const headersFile = path.join(root, '_headers');
  const notFoundFile = path.join(root, '404.html');
  return {
    inode: rootInode(root),
    serveFile,
    rules: existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [],
    notFoundPage: existsSync(notFoundFile) ? readFileSync(notFoundFile) : null,
  };
}

export function createStaticHandler(rootDir: string): Handler {
  const root = path.resolve(rootDir);
  let site = loadSite(root);
  /** Reloads the site when a build has swapped in a new output folder. */
  const reloadIfSwapped = (): void => {
    if (rootInode(root) !== site.inode) site = loadSite(root);
  };
  const applyHeaders = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    for (const [name, value] of headersForPath(site.rules, pathname)) {
      if (name === 'strict-transport-security' && !isHttps(req)) continue;
      res.setHeader(name, value);
    }
  };
  const notFound = (res: ServerResponse) =>
    site.notFoundPage
      ? send(res, 404, site.notFoundPage, 'text/html; charset=utf-8')
      : send(res, 404, 'Not Found');

  return (req, res) => {
    reloadIfSwapped();
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
    if (pathname.length > maxPathLength) {
      send(res, 404, 'Not Found');
      return;
    }
    applyHeaders(req, res, pathname);
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
    site.serveFile(req, res, () => notFound(res));
  };
}
