/**
 * Serves a built site: `{path}/` → `{path}/index.html`, `{path}` → 301 `{path}/` when that page
 * exists, unknown paths → `404.html` with status 404. sirv serves only files it listed under the root,
 * so no request can reach a file outside it.
 *
 * No request can stop the server (docs/behaviour.md §8.8): the Range header is checked (byte-range.ts), Accept-Encoding
 * weighed (accept-encoding.ts), and anything a request still throws, or a file stream or the socket emits,
 * becomes that request's 500 (or a closed connection once the body has started) and one log line. Every
 * answer, errors and redirects included, carries the headers of dist/_headers.
 */
import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import { buildRecordFile, commitJournalFile, headersFile } from '../config/output-names';
import {
  headersForPath,
  pageHeadersPath,
  parseHeadersFile,
  type HeaderRule,
} from '../config/security-headers';
import { collapseSlashes } from '../common/paths';
import { acceptedEncodings, sirvAcceptEncoding } from './accept-encoding';
import { parseRange, resolveRange, type RangeSpec } from './byte-range';
import { logRequestError } from './request-log';

/** Longer paths name no file of the site; refusing them early keeps hostile requests cheap. */
const maxPathLength = 1024;

/**
 * Files of the output that are for the host, not for visitors (`_headers`, and the compressed copies a
 * future compress.ts might write). Paths as sirv lists them.
 */
const internalFiles = new Set(['', '.br', '.gz'].map((suffix) => `/${headersFile}${suffix}`));

/** Short plain-text bodies of the answers that are not pages; visitors read Spanish. */
const plainBodies: Record<number, string> = {
  400: 'Solicitud no válida',
  405: 'Método no permitido',
  417: 'Expectativa no admitida',
  500: 'Error interno del servidor',
};

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface StaticHandler extends Handler {
  /**
   * The headers every answer carries (the `/*` rule of _headers, HSTS only over https), for answers written
   * before a request exists (serve.ts: parser errors, CONNECT).
   */
  siteHeaders(encrypted: boolean): [string, string][];
  /** Answers a request with an error status, the site headers and a short body (e.g. 417 for `Expect`). */
  reject(req: IncomingMessage, res: ServerResponse, status: number): void;
}

function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  type = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

function sendPlain(res: ServerResponse, status: number): void {
  send(res, status, plainBodies[status] ?? String(status));
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

/** RFC 9112 §3.2: an HTTP/1.1 request has exactly one Host (Node keeps the first of several). */
function hasOneHost(req: IncomingMessage): boolean {
  if (req.httpVersion !== '1.1') return true;
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() === 'host') hosts++;
  }
  return hosts === 1;
}

/**
 * The Range value handed to sirv for a checked range, or undefined for "send the whole file". sirv reads
 * `bytes=x-y` with `parseInt(y) || size - 1`, so an end of 0 cannot be written: `bytes=0-0` of a longer file
 * gets the whole file with 200, which RFC 9110 §14.2 allows. `bytes={size}-` is how sirv answers 416.
 */
function sirvRange(spec: RangeSpec, stats: Stats): string | undefined {
  const answer = resolveRange(spec, stats.size);
  if (answer.kind === 'unsatisfiable') return `bytes=${stats.size}-`;
  if (answer.kind === 'full' || (answer.end === 0 && stats.size > 1)) return undefined;
  return `bytes=${answer.start}-${answer.end === stats.size - 1 ? '' : answer.end}`;
}

/**
 * If-Range (RFC 9110 §13.1.5): the range is only for the representation the client already has. sirv's
 * entity tags are weak, which never match strongly, so only an exact Last-Modified date keeps the range.
 */
function ifRangeHolds(req: IncomingMessage, stats: Stats): boolean {
  const condition = req.headers['if-range'];
  return condition === undefined || condition === stats.mtime.toUTCString();
}

interface SiteFiles {
  /** Which build of the output was loaded (outputVersion). */
  version: string;
  serveFile: ReturnType<typeof sirv>;
  rules: HeaderRule[];
  notFoundPage: Buffer | null;
}

/** A file's inode and mtime (a folder's inode only: removing a file of it changes its mtime), or '-'. */
function identity(file: string, folder = false): string {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) return '-';
  return folder ? String(stats.ino) : `${stats.ino}:${stats.mtimeMs}`;
}

/**
 * Which build the output holds, in three stats, cheap enough to do per request: the folder (a first build
 * renames a whole folder in), its build record (renamed in by every commit that changed anything,
 * src/site-builder/write/commit-journal.ts) and the commit journal (there while a commit runs, gone when
 * it is complete: its removal marks the end of the deletions that follow the record).
 */
function outputVersion(root: string): string {
  const files = [buildRecordFile, commitJournalFile].map((name) => identity(path.join(root, name)));
  return [identity(root, true), ...files].join(' ');
}

/** Checked ranges of requests on their way through sirv, read back in its setHeaders hook. */
const pendingRanges = new WeakMap<IncomingMessage, RangeSpec>();

function loadSite(root: string): SiteFiles {
  // sirv lists the files (and their sizes) once; a new build is picked up by loading again. The build writes
  // `.br` / `.gz` beside text files (src/site-builder/write/compress.ts): sirv sends them to clients that accept them,
  // with Content-Encoding and Vary: Accept-Encoding.
  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    dotfiles: false,
    brotli: true,
    gzip: true,
    // Called with the chosen file's size, just before sirv reads the Range header and sends it.
    setHeaders: (res, _pathname, stats) => {
      const spec = pendingRanges.get(res.req);
      if (!spec || !ifRangeHolds(res.req, stats)) return;
      const range = sirvRange(spec, stats);
      if (range !== undefined) res.req.headers.range = range;
    },
  });
  // The build's dist/_headers (security and cache headers): the same rules a static host applies.
  const headersPath = path.join(root, headersFile);
  const notFoundFile = path.join(root, '404.html');
  return {
    version: outputVersion(root),
    serveFile,
    rules: existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [],
    notFoundPage: existsSync(notFoundFile) ? readFileSync(notFoundFile) : null,
  };
}

export function createStaticHandler(rootDir: string): StaticHandler {
  const root = path.resolve(rootDir);
  let site = loadSite(root);
  /** Reloads the site when a build has committed into the output (or put a new output folder in place). */
  const reloadIfSwapped = (): void => {
    if (outputVersion(root) !== site.version) site = loadSite(root);
  };
  const headersFor = (pathname: string, encrypted: boolean): [string, string][] =>
    [...headersForPath(site.rules, pathname)].filter(
      ([name]) => encrypted || name !== 'strict-transport-security',
    );
  const applyHeaders = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    for (const [name, value] of headersFor(pathname, isHttps(req))) res.setHeader(name, value);
  };
  /**
   * Errors and the 404 page are pages, also under a folder of files (`/assets/…`): they take the page
   * headers instead of the files' short ones (security-headers.ts, `pageHeadersPath`).
   */
  const applyPageHeaders = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    applyHeaders(req, res, pageHeadersPath(pathname));
  };
  const notFound = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    applyPageHeaders(req, res, pathname);
    if (site.notFoundPage) send(res, 404, site.notFoundPage, 'text/html; charset=utf-8');
    else send(res, 404, 'Página no encontrada');
  };

  /** Hands the request to sirv with a checked Range and a negotiated Accept-Encoding. */
  const serveFile = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const range = req.method === 'GET' ? parseRange(req.headers.range) : null;
    // sirv gets a Range only from the setHeaders hook above, once it is checked against the file's size.
    delete req.headers.range;
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    if (range) {
      // Ranges are served on the plain file only: a range of a compressed copy would be a range of
      // different bytes for each encoding, and no browser asks for one of a page or a bundle.
      pendingRanges.set(req, range);
      req.headers['accept-encoding'] = '';
    } else {
      req.headers['accept-encoding'] = sirvAcceptEncoding(accepted);
    }
    site.serveFile(req, res, () => notFound(req, res, pathname));
  };

  const serve = (req: IncomingMessage, res: ServerResponse) => {
    reloadIfSwapped();
    const pathname = requestPathname(req.url);
    const known = pathname !== null && pathname.length <= maxPathLength;
    const headersPath = known ? pathname : '/';
    applyHeaders(req, res, headersPath);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      applyPageHeaders(req, res, headersPath);
      res.setHeader('allow', 'GET, HEAD');
      sendPlain(res, 405);
      return;
    }
    if (pathname === null || !hasOneHost(req)) {
      applyPageHeaders(req, res, headersPath);
      sendPlain(res, 400);
      return;
    }
    // sirv drops one trailing slash before looking a path up, so `/_headers/` would find the file too.
    if (!known || internalFiles.has(pathname.replace(/\/$/, ''))) {
      notFound(req, res, headersPath);
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
    serveFile(req, res, pathname);
  };

  /** The request's answer when serving it failed: 500 if nothing was sent yet, else the connection ends. */
  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    logRequestError(req, error);
    if (res.headersSent || res.destroyed) {
      res.destroy();
      return;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    applyHeaders(req, res, '/');
    sendPlain(res, 500);
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    // Without a listener, an 'error' on the response (a write to a reset socket) would be uncaught.
    res.on('error', (error) => logRequestError(req, error));
    // sirv pipes a file stream into the response without an error listener: a file gone since the listing
    // (deleted by a build's commit) would throw an uncaught 'error'.
    res.on('pipe', (source: Readable) => source.on('error', (error) => fail(req, res, error)));
    try {
      serve(req, res);
    } catch (error) {
      fail(req, res, error);
    }
  };
  return Object.assign(handler, {
    siteHeaders: (encrypted: boolean) => headersFor('/', encrypted),
    reject: (req: IncomingMessage, res: ServerResponse, status: number) => {
      try {
        applyHeaders(req, res, '/');
        sendPlain(res, status);
      } catch (error) {
        fail(req, res, error);
      }
    },
  });
}
