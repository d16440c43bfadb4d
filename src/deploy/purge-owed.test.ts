/**
 * The CDN purge after a deploy, against a real S3-compatible server (s3rver) and a stand-in of CloudFront's
 * API, both on 127.0.0.1: a failed purge is kept in the bucket's state and sent by the next run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BucketStore } from './bucket-store';
import type { DeployConfig } from './deploy-config';
import { deploySite, retryOwedPurge, rollback } from './deploy-site';
import { summaryLine } from './progress';
import { createS3Client } from './s3-client';
import { startCloudFrontStandIn, type CloudFrontStandIn } from './test-support/cloudfront-stand-in';
import { dataKey, writeFixtureSite, type FixturePage } from './test-support/fixture-site';
import { startLocalBucket, type LocalBucket } from './test-support/local-bucket';

const distributionId = 'E2QWRUHAPOMQZL';
let local: LocalBucket;
let cloudFront: CloudFrontStandIn;
let config: DeployConfig;
let tmp: string;
let outDir: string;
beforeAll(async () => {
  local = await startLocalBucket({ bucket: 'purge' });
  cloudFront = await startCloudFrontStandIn(distributionId);
  config = {
    ...local.config,
    cdn: {
      kind: 'cloudfront',
      distributionId,
      endpoint: cloudFront.url,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    },
  };
  tmp = await mkdtemp(path.join(tmpdir(), 'purge-owed-'));
  outDir = path.join(tmp, 'dist');
});
afterAll(async () => {
  await cloudFront.close();
  await local.close();
  await rm(tmp, { recursive: true, force: true });
});

const pages: FixturePage[] = [
  { route: '', uuid: 'u-home', text: 'Inicio' },
  { route: 'cuentas', uuid: 'u-cuentas', text: 'Cuentas' },
  { route: 'creditos', uuid: 'u-creditos', text: 'Créditos' },
];

async function edit(route: string, text: string) {
  const page = pages.find((p) => p.route === route);
  if (!page) throw new Error(`no fixture page ${route}`);
  page.text = text;
  await writeFixtureSite(outDir, { pages });
}

const deploy = () => deploySite({ outDir, config, cacheDir: path.join(tmp, 'cache') });
const readState = () => new BucketStore(createS3Client(config), config.bucket, config.prefix).readState();
const refusal = {
  status: 400,
  code: 'TooManyInvalidationsInProgress',
  message: 'Your request contains too many invalidations.',
};

describe('the CDN purge of a deploy (CloudFront stand-in)', () => {
  it('invalidates the changed pages and data after the bucket serves them, not the hashed assets', async () => {
    await writeFixtureSite(outDir, { pages });
    await deploy();
    await edit('cuentas', 'Cuentas de ahorro');
    cloudFront.calls.length = 0;
    const result = await deploy();
    expect(cloudFront.calls).toHaveLength(1);
    const paths = cloudFront.calls[0]?.paths ?? [];
    expect(paths).toEqual(
      expect.arrayContaining(['/cuentas/', '/cuentas/index.html', `/${dataKey('cuentas')}`]),
    );
    expect(paths.filter((p) => /^\/assets\/(?!data\/)/.test(p))).toEqual([]);
    expect(paths).not.toContain('/creditos/');
    expect(cloudFront.calls[0]?.callerReference).toMatch(new RegExp(`^${result.id}@\\d{4}-`));
    expect(result.purge.note).toMatch(
      /^CloudFront invalidation I\d+ of \d+ paths \(InProgress; not awaited\)$/,
    );
    expect((await readState()).purgeOwed).toBeUndefined();
  });

  it('a failed purge is kept in the bucket’s state and reported; the next deploy purges it with its own', async () => {
    await edit('cuentas', 'Cuentas corrientes');
    cloudFront.failNext(1, refusal);
    const failed = await deploy();
    // The deploy itself is live: the bucket serves the new page.
    expect(await (await fetch(`${local.websiteUrl}cuentas/`)).text()).toContain('Cuentas corrientes');
    expect(failed.purgeError).toMatch(
      /HTTP 400 TooManyInvalidationsInProgress: Your request contains too many/,
    );
    expect(failed.purgeOwed).toEqual(expect.arrayContaining(['/cuentas/', `/${dataKey('cuentas')}`]));
    expect(summaryLine(failed)).toMatch(/; CDN purge FAILED, \d+ paths owed to the next deploy: CloudFront/);
    const state = await readState();
    expect(state.purgeOwed).toMatchObject({ paths: failed.purgeOwed, error: failed.purgeError });

    await edit('creditos', 'Créditos personales');
    cloudFront.calls.length = 0;
    const next = await deploy();
    expect(next.purgeError).toBeUndefined();
    expect(next.purgeOwed).toEqual([]);
    expect(cloudFront.calls).toHaveLength(1);
    expect(cloudFront.calls[0]?.paths).toEqual(
      expect.arrayContaining([
        '/cuentas/',
        `/${dataKey('cuentas')}`,
        '/creditos/',
        `/${dataKey('creditos')}`,
      ]),
    );
    expect((await readState()).purgeOwed).toBeUndefined();
  });

  it('a run with nothing to upload sends the owed purge again, under the same reference', async () => {
    await edit('creditos', 'Créditos para vivienda');
    cloudFront.calls.length = 0;
    cloudFront.failNext(1, refusal);
    const failed = await deploy();
    expect(failed.purgeOwed.length).toBeGreaterThan(0);
    const again = await deploy();
    expect(again.uploaded).toBe(0);
    expect(again.purgeOwed).toEqual([]);
    expect(cloudFront.calls.map((c) => c.paths)).toEqual([
      cloudFront.calls[0]?.paths,
      cloudFront.calls[0]?.paths,
    ]);
    expect(cloudFront.calls[1]?.callerReference).toBe(cloudFront.calls[0]?.callerReference);
    // Nothing owed any more: a further run sends nothing.
    await deploy();
    expect(cloudFront.calls).toHaveLength(2);
  });

  it('retryOwedPurge (the publish service’s poll) sends an owed purge and clears it', async () => {
    await edit('', 'Bienvenido');
    cloudFront.failNext(1, refusal);
    expect((await deploy()).purgeOwed).toContain('/');
    cloudFront.calls.length = 0;
    const retried = await retryOwedPurge(config);
    expect(retried.purgeOwed).toEqual([]);
    expect(cloudFront.calls[0]?.paths).toEqual(expect.arrayContaining(['/', '/index.html']));
    expect(await retryOwedPurge(config)).toMatchObject({ purgeOwed: [], purge: { purged: [] } });
  });

  it('a rollback purges under a reference of its own (its deploy id was purged before, with other paths)', async () => {
    cloudFront.calls.length = 0;
    const back = await rollback(config);
    expect(back.purgeError).toBeUndefined();
    expect(cloudFront.calls).toHaveLength(1);
    expect(cloudFront.calls[0]?.callerReference).toMatch(new RegExp(`^${back.id}@`));
  });

  it('a run stopped while its purge is in flight leaves the purge owed; the next run sends it', async () => {
    // A CloudFront that takes the request and never answers; the run is stopped once the request arrived.
    const stop = new AbortController();
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => {
      sockets.push(socket);
      socket.once('data', () => stop.abort());
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const cdn = config.cdn.kind === 'cloudfront' ? config.cdn : undefined;
    if (!cdn) throw new Error('the suite deploys with CloudFront');
    await edit('cuentas', 'Cuentas en dólares');
    const stopped = await deploySite({
      outDir,
      config: { ...config, cdn: { ...cdn, endpoint: `http://127.0.0.1:${port}` } },
      cacheDir: path.join(tmp, 'cache'),
      signal: stop.signal,
    }).catch((error: unknown) => error);
    sockets.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    expect(stopped).toBeInstanceOf(Error);
    // Live (the bucket serves it) and owed, with no error recorded: the purge never got an answer.
    expect(await (await fetch(`${local.websiteUrl}cuentas/`)).text()).toContain('Cuentas en dólares');
    const owed = (await readState()).purgeOwed;
    expect(owed?.paths).toEqual(expect.arrayContaining(['/cuentas/', `/${dataKey('cuentas')}`]));
    expect(owed?.error).toBeUndefined();

    cloudFront.calls.length = 0;
    const next = await deploy();
    expect(next.purgeOwed).toEqual([]);
    expect(cloudFront.calls[0]?.paths).toEqual(
      expect.arrayContaining(['/cuentas/', `/${dataKey('cuentas')}`]),
    );
    expect(cloudFront.calls[0]?.callerReference).toBe(owed?.reference);
  });
});
