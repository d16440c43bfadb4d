import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { compressOutput } from '../site-builder/write/compress';
import { createStaticHandler } from './static-handler';

const HOME = `<!doctype html><h1>Inicio</h1>${'<p>Banco Azul</p>'.repeat(100)}`;
let root = '';
let server: Server | undefined;
let port = 0;

function get(
  rawPath: string,
  acceptEncoding?: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const req = request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-compressed-'));
  await writeFile(path.join(root, 'index.html'), HOME);
  await compressOutput(root);
  const started = createServer(createStaticHandler(root));
  server = started;
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  port = (started.address() as AddressInfo).port;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('precompressed files', () => {
  it('sends the .br file to a client that accepts brotli', async () => {
    const res = await get('/', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(res.body).toString()).toBe(HOME);
  });

  it('sends the .gz file to a client that accepts only gzip', async () => {
    const res = await get('/', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(HOME);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await get('/index.html');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(HOME);
  });
});
