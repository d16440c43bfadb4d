import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { documentWireBytes } from './document-wire';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

async function serve(status: number, headers: Record<string, string>, body: Buffer): Promise<string> {
  server = createServer((request, response) => {
    // The request a browser over HTTPS sends: brotli accepted.
    expect(request.headers['accept-encoding']).toContain('br');
    response.sendDate = false;
    response.writeHead(status, { ...headers, 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}/`;
}

describe('documentWireBytes', () => {
  it('counts the status line and headers apart from the body, as sent', async () => {
    const body = Buffer.alloc(1234, 7);
    const url = await serve(
      200,
      { 'content-encoding': 'br', 'content-security-policy': 'x'.repeat(500) },
      body,
    );
    const wire = await documentWireBytes(url);
    expect(wire.body).toBe(1234);
    expect(wire.contentEncoding).toBe('br');
    const head = [
      'HTTP/1.1 200 OK',
      'content-encoding: br',
      `content-security-policy: ${'x'.repeat(500)}`,
      'content-length: 1234',
      'Connection: close',
    ];
    expect(wire.headers).toBe(head.join('\r\n').length + '\r\n\r\n'.length);
  });

  it('refuses an answer that is not the page', async () => {
    const url = await serve(404, {}, Buffer.from('no'));
    await expect(documentWireBytes(url)).rejects.toThrow(/expected 200, got "HTTP\/1.1 404/);
  });
});
