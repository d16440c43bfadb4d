import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeployError } from '../deploy-error';
import { purgeCloudflare, type CloudflarePurge } from './purge-cloudflare';

/** A stand-in of Cloudflare's purge API on 127.0.0.1 that records each call. */
let server: http.Server;
const calls: { path: string; auth: string | undefined; body: unknown }[] = [];
let failures = 0;
let settings: CloudflarePurge;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(body) as unknown });
      if (failures > 0) {
        failures -= 1;
        res
          .writeHead(503, { 'content-type': 'application/json' })
          .end('{"success":false,"errors":[{"message":"busy"}]}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"errors":[]}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  settings = {
    apiBase: `http://127.0.0.1:${port}/client/v4`,
    zoneId: 'zone1',
    apiToken: 'tok',
    siteUrl: 'https://www.bancoazul.example',
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('purgeCloudflare', () => {
  it('purges full URLs in batches of 100, with the token', async () => {
    calls.length = 0;
    const paths = Array.from({ length: 150 }, (_, i) => `/p${i}/`);
    const purged = await purgeCloudflare(settings, paths);
    expect(purged[0]).toBe('https://www.bancoazul.example/p0/');
    expect(calls.map((c) => [c.path, c.auth, (c.body as { files: string[] }).files.length])).toEqual([
      ['/client/v4/zones/zone1/purge_cache', 'Bearer tok', 100],
      ['/client/v4/zones/zone1/purge_cache', 'Bearer tok', 50],
    ]);
  });

  it('purges everything when over the limit, in one call', async () => {
    calls.length = 0;
    expect(await purgeCloudflare(settings, ['/a/', '/b/', '/c/'], undefined, 2)).toEqual(['*']);
    expect(calls.map((c) => c.body)).toEqual([{ purge_everything: true }]);
  });

  it('retries a busy API and fails clearly when it stays so', async () => {
    calls.length = 0;
    failures = 1;
    await purgeCloudflare(settings, ['/a/']);
    expect(calls).toHaveLength(2);
    failures = 10;
    const error = await purgeCloudflare(settings, ['/a/']).catch((e: unknown) => e);
    failures = 0;
    expect(error).toBeInstanceOf(DeployError);
    expect((error as DeployError).message).toMatch(/zone1 failed, HTTP 503: busy/);
  }, 20_000);

  it('sends nothing when nothing changed', async () => {
    calls.length = 0;
    expect(await purgeCloudflare(settings, [])).toEqual([]);
    expect(calls).toEqual([]);
  });
});
