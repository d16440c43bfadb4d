import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatHeadersFile, siteHeaderRules } from '../config/security-headers';
import { createStaticHandler } from './static-handler';

let root = '';
let server: Server | undefined;
let base = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-errors-'));
  await writeFile(path.join(root, 'index.html'), '<h1>Inicio</h1>');
  await writeFile(path.join(root, '_headers'), formatHeadersFile(siteHeaderRules({ frameOrigins: [] })));
  const handler = createStaticHandler(root);
  // A request whose headers throw when read: an unforeseen error inside the handler.
  const started = createServer((req, res) => {
    if (req.url === '/throws') {
      Object.defineProperty(req.headers, 'accept-encoding', {
        get: () => {
          throw new Error('boom');
        },
      });
    }
    handler(req, res);
  });
  server = started;
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('an error inside one request', () => {
  it('is that request’s 500 with the security headers and one log line; the server goes on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await fetch(`${base}/throws`);
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('Error interno del servidor');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[0]).toBe('serve: GET /throws: boom');
      expect((await fetch(`${base}/`)).status).toBe(200);
    } finally {
      log.mockRestore();
    }
  });
});
