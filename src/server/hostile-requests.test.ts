/**
 * Hostile-request corpus (issue 22): the real server (serveStatic) over a small hand-made output folder,
 * spoken to through raw sockets so that nothing normalises the requests on the way. For every case: the
 * expected status, the security headers of dist/_headers on the answer, and afterwards a plain GET / still
 * answers 200 (one request never takes the server down).
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assetCsp, formatHeadersFile, headersForPath, siteHeaderRules } from '../config/security-headers';
import { serveStatic } from './serve';

const SECRET = 'TOP-SECRET-OUTSIDE-ROOT';
const DOTFILE = 'DOTFILE-SECRET';
const HOME = `<!doctype html><h1>Inicio</h1>${'<p>Banco Azul, grandes comienzos.</p>'.repeat(60)}`;
const NOT_FOUND = '<!doctype html><h1>Página no encontrada</h1>';
/** 100 bytes whose every position is recognisable. */
const RANGED = Array.from({ length: 100 }, (_, i) => String.fromCharCode(33 + (i % 90))).join('');
const rules = siteHeaderRules({ frameOrigins: [] });

let base = '';
let root = '';
let server: Server | undefined;
let port = 0;

interface Reply {
  status: number;
  headers: Map<string, string>;
  body: Buffer;
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parseReply(raw: Buffer, head: boolean): Reply {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return { status: 0, headers: new Map(), body: raw };
  const [statusLine = '', ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
  }
  let body = raw.subarray(split + 4);
  if (head) body = Buffer.alloc(0);
  else if (headers.get('transfer-encoding') === 'chunked') body = dechunk(body);
  else if (headers.has('content-length')) body = body.subarray(0, Number(headers.get('content-length')));
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body };
}

/**
 * Writes the bytes as they are and reads until the server closes the connection (every request asks for
 * `Connection: close`; no half-close, which makes Node drop a request still being answered).
 */
function exchange(raw: string | Buffer, head = false): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer is still an answer.
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => resolve(parseReply(Buffer.concat(chunks), head)));
  });
}

type Headers = Record<string, string>;

/** A well-formed HTTP/1.1 request with Host and `Connection: close`, plus the given headers. */
function request(method: string, target: string, headers: Headers = {}): string {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

const get = (target: string, headers: Headers = {}) => exchange(request('GET', target, headers));

/** The headers every answer must carry: the `/*` rule (the preview rule under /editor/), no HSTS on http. */
function expectSecurityHeaders(reply: Reply, pathname = '/'): void {
  const expected = headersForPath(rules, pathname);
  for (const name of [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
    'x-frame-options',
  ]) {
    expect(reply.headers.get(name), name).toBe(expected.get(name));
  }
  expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  expect(reply.headers.has('strict-transport-security')).toBe(false);
}

async function expectStillServing(): Promise<void> {
  const home = await get('/');
  expect(home.status).toBe(200);
  expect(home.body.toString()).toBe(HOME);
}

beforeAll(async () => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), 'hostile-requests-')));
  root = path.join(base, 'site');
  const files: Record<string, string | Buffer> = {
    'index.html': HOME,
    'index.html.br': brotliCompressSync(HOME),
    'index.html.gz': gzipSync(HOME),
    'a/index.html': '<!doctype html><h1>Página A</h1>',
    'editor/index.html': '<!doctype html><h1>Vista previa</h1>',
    'assets/app-1a2b3c.js': 'console.log("app");',
    'assets/data/index.json': '{"hash":"x","data":{},"context":{}}',
    'range.txt': RANGED,
    'one.txt': 'x',
    'empty.txt': '',
    'gone.txt': 'a file deleted after the server listed it',
    '404.html': NOT_FOUND,
    _headers: formatHeadersFile(rules),
    '.env': DOTFILE,
    '.git/config': DOTFILE,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  writeFileSync(path.join(base, 'secret.txt'), SECRET);
  mkdirSync(path.join(base, 'etc'));
  writeFileSync(path.join(base, 'etc', 'passwd'), SECRET);
  const started = await serveStatic({ root, host: '127.0.0.1', port: 0 });
  server = started.server;
  port = Number(new URL(started.url).port);
});

afterAll(async () => {
  const running = server;
  if (running) {
    running.closeAllConnections();
    await new Promise<void>((resolve) => running.close(() => resolve()));
  }
  if (base) rmSync(base, { recursive: true, force: true });
});

interface RangeCase {
  range: string;
  status: 200 | 206 | 416;
  /** Inclusive byte positions of the body of a 206. */
  bytes?: [number, number];
}

describe('Range requests (RFC 9110 §14)', () => {
  const cases: RangeCase[] = [
    { range: 'bytes=100-50', status: 200 },
    { range: 'bytes=5-4', status: 200 },
    { range: 'bytes=0-18446744073709551616', status: 206, bytes: [0, 99] },
    { range: 'bytes=18446744073709551616-', status: 416 },
    { range: 'bytes=18446744073709551616-18446744073709551617', status: 416 },
    { range: 'bytes=99999999999999999999999999999-1', status: 200 },
    { range: 'bytes=-10', status: 206, bytes: [90, 99] },
    { range: 'bytes=-1000', status: 206, bytes: [0, 99] },
    { range: 'bytes=-18446744073709551616', status: 206, bytes: [0, 99] },
    { range: 'bytes=-0', status: 416 },
    { range: 'bytes=0-0', status: 200 },
    { range: 'bytes=1-1', status: 206, bytes: [1, 1] },
    { range: 'bytes=0-1', status: 206, bytes: [0, 1] },
    { range: 'bytes=99-99', status: 206, bytes: [99, 99] },
    { range: 'bytes=10-', status: 206, bytes: [10, 99] },
    { range: 'bytes=0-', status: 206, bytes: [0, 99] },
    { range: 'bytes=50-1000', status: 206, bytes: [50, 99] },
    { range: 'bytes=100-', status: 416 },
    { range: 'bytes=100-200', status: 416 },
    { range: 'BYTES=2-3', status: 206, bytes: [2, 3] },
    { range: 'bytes=0-1,5-6', status: 200 },
    { range: 'bytes=0-1, 1-2, 2-3', status: 200 },
    { range: 'bytes=-1,-2', status: 200 },
    { range: 'items=0-1', status: 200 },
    { range: 'bytes=a-b', status: 200 },
    { range: 'bytes=0x1-0x2', status: 200 },
    { range: 'bytes=-', status: 200 },
    { range: 'bytes=', status: 200 },
    { range: '', status: 200 },
    { range: 'bytes=1--2', status: 200 },
    { range: `bytes=${'1'.repeat(4000)}-`, status: 416 },
    { range: `bytes=${'0-1,'.repeat(2000)}0-1`, status: 200 },
  ];

  it.each(cases)('$range → $status', async ({ range, status, bytes }) => {
    const reply = await get('/range.txt', { Range: range });
    expect(reply.status).toBe(status);
    expectSecurityHeaders(reply);
    if (status === 200) {
      expect(reply.body.toString()).toBe(RANGED);
      expect(reply.headers.has('content-range')).toBe(false);
    } else if (status === 416) {
      expect(reply.headers.get('content-range')).toBe('bytes */100');
      expect(reply.body.length).toBe(0);
    } else if (bytes) {
      const [start, end] = bytes;
      expect(reply.headers.get('content-range')).toBe(`bytes ${start}-${end}/100`);
      expect(reply.headers.get('content-length')).toBe(String(end - start + 1));
      expect(reply.body.toString()).toBe(RANGED.slice(start, end + 1));
    }
    await expectStillServing();
  });

  it('serves ranges of the plain file, never of a compressed copy', async () => {
    const reply = await get('/', { Range: 'bytes=0-9', 'Accept-Encoding': 'br, gzip' });
    expect(reply.status).toBe(206);
    expect(reply.headers.has('content-encoding')).toBe(false);
    expect(reply.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(reply.headers.get('content-range')).toBe(`bytes 0-9/${Buffer.byteLength(HOME)}`);
    expect(reply.body.toString()).toBe(HOME.slice(0, 10));
  });

  it('ignores Range on HEAD, with an If-Range that does not match, and sends tiny files right', async () => {
    const head = await exchange(request('HEAD', '/range.txt', { Range: 'bytes=5-4' }), true);
    expect(head.status).toBe(200);
    expectSecurityHeaders(head);
    const etag = (await get('/range.txt')).headers.get('etag') ?? '';
    const stale = await get('/range.txt', { Range: 'bytes=0-1', 'If-Range': etag });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(RANGED);
    const lastModified = (await get('/range.txt')).headers.get('last-modified') ?? '';
    const fresh = await get('/range.txt', { Range: 'bytes=0-1', 'If-Range': lastModified });
    expect(fresh.status).toBe(206);
    expect((await get('/one.txt', { Range: 'bytes=0-0' })).body.toString()).toBe('x');
    expect((await get('/one.txt', { Range: 'bytes=-1' })).status).toBe(206);
    expect((await get('/empty.txt', { Range: 'bytes=0-' })).status).toBe(416);
    expect((await get('/empty.txt', { Range: 'bytes=-5' })).status).toBe(200);
    expect((await get('/missing.txt', { Range: 'bytes=5-4' })).status).toBe(404);
    await expectStillServing();
  });
});

interface Case {
  name: string;
  raw: string | Buffer;
  status: number | number[];
  /** The path whose headers apply (the preview rule under /editor/). */
  headersOf?: string;
  check?: (reply: Reply) => void;
}

const noLeak = (reply: Reply) => {
  expect(reply.body.toString('latin1')).not.toContain(SECRET);
  expect(reply.body.toString('latin1')).not.toContain(DOTFILE);
};
const notFoundPage = (reply: Reply) => expect(reply.body.toString()).toBe(NOT_FOUND);

const traversal: Case[] = [
  '/../etc/passwd',
  '/../../etc/passwd',
  '/../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%2E%2E%2Fsecret.txt',
  '/..%2fsecret.txt',
  '/a/..%2f..%2fsecret.txt',
  '/%252e%252e/secret.txt',
  '/..\\secret.txt',
  '/a\\..\\..\\secret.txt',
  '/%5c..%5csecret.txt',
  '/..%5csecret.txt',
  '/%00',
  '/index.html%00.txt',
  '/%00/../secret.txt',
  '/%c0%ae%c0%ae/secret.txt',
  '/%c0%af..%c0%afsecret.txt',
  '/%e0%80%ae%e0%80%ae/secret.txt',
  '/..%c1%9csecret.txt',
  '/%uff0e%uff0e/secret.txt',
  '/a/../../../../../../../../etc/passwd',
].map((target) => ({
  name: `traversal ${target}`,
  raw: request('GET', target),
  status: [400, 404],
  check: noLeak,
}));

const cases: Case[] = [
  ...traversal,
  { name: 'bad percent-encoding /%zz', raw: request('GET', '/%zz'), status: 400 },
  { name: 'truncated percent-encoding /%', raw: request('GET', '/%'), status: 400 },
  { name: 'truncated UTF-8 /%E0%A4%A', raw: request('GET', '/%E0%A4%A'), status: 400 },
  { name: 'very long path', raw: request('GET', `/${'a'.repeat(5000)}`), status: 404, check: notFoundPage },
  { name: 'very deep path', raw: request('GET', `/${'a/'.repeat(600)}`), status: 404 },
  { name: 'long query', raw: request('GET', `/?q=${'x'.repeat(8000)}`), status: 200 },
  ...['PUT', 'DELETE', 'POST', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE'].map((method) => ({
    name: `method ${method}`,
    raw: request(method, '/'),
    status: 405,
    check: (reply: Reply) => {
      expect(reply.headers.get('allow')).toBe('GET, HEAD');
      expect(reply.body.toString()).not.toContain('Inicio');
    },
  })),
  { name: 'OPTIONS *', raw: request('OPTIONS', '*'), status: 405 },
  {
    name: 'CONNECT',
    raw: 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
    status: 405,
    check: (reply) => expect(reply.headers.get('allow')).toBe('GET, HEAD'),
  },
  { name: 'lower-case get', raw: request('get', '/'), status: 400 },
  { name: 'unknown method', raw: request('FOO', '/'), status: 400 },
  { name: 'garbage request line', raw: 'GARBAGE\r\n\r\n', status: 400 },
  // llhttp reads a request line without a version as HTTP/0.9.
  { name: 'no version', raw: 'GET /\r\n\r\n', status: [200, 400] },
  { name: 'unknown version', raw: 'GET / HTTP/9.9\r\nHost: a\r\n\r\n', status: [400, 505] },
  { name: 'control character in the path', raw: 'GET /\x01 HTTP/1.1\r\nHost: a\r\n\r\n', status: 400 },
  { name: 'space in the path', raw: 'GET /a b HTTP/1.1\r\nHost: a\r\n\r\n', status: 400 },
  { name: 'binary junk', raw: Buffer.from([0, 1, 2, 255, 254, 13, 10, 13, 10]), status: 400 },
  {
    name: 'Content-Length and Transfer-Encoding',
    raw: 'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    status: 400,
  },
  { name: 'header without colon', raw: 'GET / HTTP/1.1\r\nHost: a\r\nbroken\r\n\r\n', status: 400 },
  {
    name: 'huge header',
    raw: request('GET', '/', { 'X-Big': 'a'.repeat(64 * 1024) }),
    status: 431,
  },
  {
    name: 'many headers',
    raw: request('GET', '/', Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`X-${i}`, 'v']))),
    status: [200, 431],
  },
  { name: 'no Host on HTTP/1.1', raw: 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', status: 400 },
  {
    name: 'two Hosts',
    raw: 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n',
    status: 400,
  },
  { name: 'no Host on HTTP/1.0', raw: 'GET / HTTP/1.0\r\n\r\n', status: 200 },
  {
    name: 'foreign Host',
    raw: 'GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    status: 200,
  },
  { name: 'empty Host', raw: 'GET / HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n', status: [200, 400] },
  {
    name: 'long Host',
    raw: `GET / HTTP/1.1\r\nHost: ${'h'.repeat(4000)}\r\nConnection: close\r\n\r\n`,
    status: [200, 400],
  },
  { name: 'absolute-form target', raw: request('GET', 'http://evil.example/'), status: 400 },
  {
    name: '//evil.example',
    raw: request('GET', '//evil.example'),
    status: 404,
    check: (reply) => expect(reply.headers.has('location')).toBe(false),
  },
  {
    name: '//evil.example/a',
    raw: request('GET', '//evil.example/a'),
    status: [301, 404],
    check: (reply) => expect(reply.headers.get('location') ?? '/').not.toMatch(/^\/\/|^\/\\|evil/),
  },
  {
    name: '/.//a',
    raw: request('GET', '/.//a'),
    status: 301,
    check: (reply) => expect(reply.headers.get('location')).toBe('/a/'),
  },
  {
    name: '/\\evil.example',
    raw: request('GET', '/\\evil.example'),
    status: [400, 404],
    check: (reply) => expect(reply.headers.has('location')).toBe(false),
  },
  {
    name: 'redirect /a',
    raw: request('GET', '/a?x=1'),
    status: 301,
    check: (reply) => expect(reply.headers.get('location')).toBe('/a/?x=1'),
  },
  { name: 'Expect: foo', raw: request('GET', '/', { Expect: 'foo' }), status: 417 },
  ...[
    '/_headers',
    '/_headers/',
    '/%5fheaders',
    '/_header%73',
    '/_headers?x=1',
    '/_headers.br',
    '/a/../_headers',
  ].map((target) => ({
    name: `build file ${target}`,
    raw: request('GET', target),
    status: 404,
    check: (reply: Reply) => {
      notFoundPage(reply);
      expect(reply.body.toString()).not.toContain('Content-Security-Policy');
    },
  })),
  ...['/.env', '/.git/config', '/.git/', '/%2eenv', '/a/../.env'].map((target) => ({
    name: `dotfile ${target}`,
    raw: request('GET', target),
    status: 404,
    check: noLeak,
  })),
  {
    name: 'preview screen',
    raw: request('GET', '/editor/'),
    status: 200,
    headersOf: '/editor/',
    check: (reply) => {
      expect(reply.headers.get('content-security-policy')).toContain('frame-ancestors');
      expect(reply.headers.get('content-security-policy')).toContain('https://app.storyblok.com');
    },
  },
  { name: 'bad path under /editor/', raw: request('GET', '/editor/%zz'), status: 400 },
  {
    name: 'page data',
    raw: request('GET', '/assets/data/index.json'),
    status: 200,
    headersOf: '/assets/data/index.json',
    check: (reply) => {
      expect(reply.headers.get('content-security-policy')).toBe(assetCsp);
      expect(reply.headers.has('x-frame-options')).toBe(false);
      expect(reply.headers.get('cache-control')).toBe('no-cache');
    },
  },
  {
    name: 'hashed asset: the short header set of files',
    raw: request('GET', '/assets/app-1a2b3c.js'),
    status: 200,
    headersOf: '/assets/app-1a2b3c.js',
    check: (reply) => {
      expect(reply.headers.get('content-security-policy')).toBe(assetCsp);
      expect(reply.headers.has('permissions-policy')).toBe(false);
      expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    },
  },
  // Answers that are pages (the 404 page, errors) under a folder of files take the page headers.
  ...[
    '/assets/missing-1a2b3c.js',
    '/assets/data/missing/index.json',
    '/content-images/images/missing.svg',
  ].map((target) => ({
    name: `missing file ${target}`,
    raw: request('GET', target),
    status: 404,
    check: (reply: Reply) => {
      notFoundPage(reply);
      expect(reply.headers.get('cache-control')).toBe('no-cache');
    },
  })),
  { name: 'method PUT on an asset', raw: request('PUT', '/assets/app-1a2b3c.js'), status: 405 },
  { name: 'bad path under /assets/', raw: request('GET', '/assets/%zz'), status: 400 },
  {
    name: 'conditional GET',
    raw: request('GET', '/range.txt', { 'If-None-Match': 'W/"100-0"' }),
    status: 200,
  },
];

describe('hostile requests', () => {
  it.each(cases)('$name', async ({ raw, status, headersOf, check }) => {
    const reply = await exchange(raw);
    expect([status].flat()).toContain(reply.status);
    expectSecurityHeaders(reply, headersOf);
    check?.(reply);
    await expectStillServing();
  });

  it('answers 304 with the security headers', async () => {
    const etag = (await get('/range.txt')).headers.get('etag') ?? '';
    const reply = await get('/range.txt', { 'If-None-Match': etag });
    expect(reply.status).toBe(304);
    expectSecurityHeaders(reply);
  });

  it('survives clients that hang up early or mid-request', async () => {
    for (const raw of ['GET / HTTP/1.1\r\nHost: a\r\n', 'GET /ran', request('GET', '/')]) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(raw);
          socket.resetAndDestroy();
        });
        socket.on('close', () => resolve());
        socket.on('error', () => undefined);
      });
    }
    await expectStillServing();
  });

  it('keeps serving when a listed file is gone, logging one line', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      rmSync(path.join(root, 'gone.txt'));
      const reply = await get('/gone.txt');
      // sirv has sent the headers when the read fails: the connection ends without a body.
      expect(reply.body.toString()).not.toContain('a file deleted');
      await expectStillServing();
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]?.[0])).toMatch(/^serve: GET \/gone\.txt: .*ENOENT/);
    } finally {
      log.mockRestore();
    }
  });
});

describe('content negotiation (RFC 9110 §12.5.3)', () => {
  it.each([
    ['br;q=0', undefined],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['*;q=0', undefined],
    ['identity;q=0', undefined],
    ['identity;q=0, gzip', 'gzip'],
    ['gzip;q=0.9, br;q=0.5', 'gzip'],
    ['gzip, br', 'br'],
    ['*', 'br'],
    ['x-gzip', 'gzip'],
    ['brotli', undefined],
  ])('Accept-Encoding %j → %s', async (acceptEncoding, encoding) => {
    const reply = await get('/', { 'Accept-Encoding': acceptEncoding });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-encoding')).toBe(encoding);
    expect(reply.headers.get('vary')).toMatch(/accept-encoding/i);
    expectSecurityHeaders(reply);
    const body =
      encoding === 'br'
        ? brotliDecompressSync(reply.body)
        : encoding === 'gzip'
          ? gunzipSync(reply.body)
          : reply.body;
    expect(body.toString()).toBe(HOME);
  });
});
