import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticHandler, requestPathname, resolveInside } from './static-handler';

const SECRET = 'TOP-SECRET-OUTSIDE-ROOT';
const HOME = '<!doctype html><h1>Inicio</h1>';
const PAGE_A = '<!doctype html><h1>Página A</h1>';
const NOT_FOUND = '<!doctype html><h1>No encontrada</h1>';
const SCRIPT = 'console.log("x");';

let base = '';
let root = '';
let server: Server | undefined;
let port = 0;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** node:http with the raw path (fetch would normalise "..", hiding traversal attempts). */
function send(rawPath: string, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), 'static-handler-')));
  root = path.join(base, 'site');
  mkdirSync(path.join(root, 'a'), { recursive: true });
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), HOME);
  writeFileSync(path.join(root, 'a', 'index.html'), PAGE_A);
  writeFileSync(path.join(root, '404.html'), NOT_FOUND);
  writeFileSync(path.join(root, 'assets', 'x.js'), SCRIPT);
  writeFileSync(path.join(base, 'secret.txt'), SECRET);
  const started = createServer(createStaticHandler(root));
  server = started;
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  port = (started.address() as AddressInfo).port;
});

afterAll(async () => {
  const running = server;
  if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  if (base) rmSync(base, { recursive: true, force: true });
});

describe('createStaticHandler', () => {
  it('serves / as index.html', async () => {
    const res = await send('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(HOME);
  });

  it('serves /a/ as a/index.html', async () => {
    const res = await send('/a/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(PAGE_A);
  });

  it('redirects /a to /a/ with 301', async () => {
    const res = await send('/a');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/a/');
  });

  it('keeps the query string when redirecting', async () => {
    const res = await send('/a?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/a/?x=1');
  });

  it('answers an unknown route with 404 and the 404.html body', async () => {
    for (const rawPath of ['/missing/', '/missing']) {
      const res = await send(rawPath);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(NOT_FOUND);
    }
  });

  it('serves .js files as javascript', async () => {
    const res = await send('/assets/x.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(SCRIPT);
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/a/..%2f..%2fsecret.txt',
    '/%252e%252e/secret.txt',
    '/site/../secret.txt',
    '/..%5csecret.txt',
    '/%00',
    '/a/%00.html',
    '/%E0%A4%A',
  ])('never serves a file outside the root for %s', async (rawPath) => {
    const res = await send(rawPath);
    expect([400, 404]).toContain(res.status);
    expect(res.body).not.toContain(SECRET);
  });

  it('answers malformed percent-encoding and NUL bytes with 400', async () => {
    expect((await send('/%E0%A4%A')).status).toBe(400);
    expect((await send('/%00')).status).toBe(400);
  });

  it('answers HEAD with headers and no body', async () => {
    const res = await send('/', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(HOME)));
    expect(res.body).toBe('');
    const missing = await send('/missing/', 'HEAD');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe('');
  });

  it('answers POST with 405 and an Allow header', async () => {
    const res = await send('/', 'POST');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).not.toContain('Inicio');
  });

  // Bug: "/.//a" is parsed to the pathname "//a", the folder a/ exists, and the redirect target is
  // built from that pathname, giving "Location: //a/", a protocol-relative URL that sends the
  // browser to the host "a". The redirect must stay on this site.
  it('never redirects to another host', async () => {
    const res = await send('/.//a');
    expect(res.status === 301 ? res.headers.location?.startsWith('//') : false).toBe(false);
  });
});

describe('requestPathname', () => {
  it('returns the decoded pathname without the query', () => {
    expect(requestPathname('/a/b/?x=1')).toBe('/a/b/');
    expect(requestPathname('/banca%20personas/')).toBe('/banca personas/');
    expect(requestPathname('/se%C3%B1al/')).toBe('/señal/');
  });

  it('resolves dot segments before decoding', () => {
    expect(requestPathname('/a/../b/')).toBe('/b/');
    expect(requestPathname('/%2e%2e/x')).toBe('/x');
  });

  it('decodes an encoded slash only once', () => {
    expect(requestPathname('/..%2fsecret.txt')).toBe('/../secret.txt');
    expect(requestPathname('/%252e%252e/x')).toBe('/%2e%2e/x');
  });

  it('returns null for missing, relative or malformed urls', () => {
    expect(requestPathname(undefined)).toBeNull();
    expect(requestPathname('')).toBeNull();
    expect(requestPathname('a/b')).toBeNull();
    expect(requestPathname('http://example.com/a')).toBeNull();
    expect(requestPathname('/%E0%A4%A')).toBeNull();
    expect(requestPathname('/%00')).toBeNull();
  });
});

describe('resolveInside', () => {
  const siteRoot = path.resolve('/srv/site');

  it('maps url paths to files under the root', () => {
    expect(resolveInside(siteRoot, '/')).toBe(siteRoot);
    expect(resolveInside(siteRoot, '/a/b')).toBe(path.join(siteRoot, 'a', 'b'));
    expect(resolveInside(siteRoot, '/a/index.html')).toBe(path.join(siteRoot, 'a', 'index.html'));
  });

  it('keeps traversal attempts inside the root', () => {
    expect(resolveInside(siteRoot, '/../secret.txt')).toBe(path.join(siteRoot, 'secret.txt'));
    expect(resolveInside(siteRoot, '/a/../../../etc/passwd')).toBe(path.join(siteRoot, 'etc', 'passwd'));
  });

  it('returns null for a path that would leave the root', () => {
    expect(resolveInside(siteRoot, '')).toBeNull();
  });

  it('never returns a sibling folder that shares the root’s name as a prefix', () => {
    const result = resolveInside(siteRoot, '/../site-other/x');
    expect(result === null || result.startsWith(siteRoot + path.sep)).toBe(true);
    expect(result).not.toBe(path.resolve('/srv/site-other/x'));
  });
});
