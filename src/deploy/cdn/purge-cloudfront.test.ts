import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeployError } from '../deploy-error';
import { startCloudFrontStandIn, type CloudFrontStandIn } from '../test-support/cloudfront-stand-in';
import {
  cloudFrontEverything,
  invalidationPaths,
  purgeCloudFront,
  type CloudFrontPurge,
} from './purge-cloudfront';

const distributionId = 'EDFDVBD6EXAMPLE';
let standIn: CloudFrontStandIn;
let settings: CloudFrontPurge;
beforeAll(async () => {
  standIn = await startCloudFrontStandIn(distributionId);
  settings = {
    kind: 'cloudfront',
    distributionId,
    endpoint: standIn.url,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
  };
});
afterAll(() => standIn.close());

describe('invalidationPaths', () => {
  it('invalidates a page as asked for and as the viewer-request function rewrites it', () => {
    expect(invalidationPaths(['/cuentas/', '/assets/data/cuentas/index.json', '/'])).toEqual([
      '/',
      '/assets/data/cuentas/index.json',
      '/cuentas/',
      '/cuentas/index.html',
      '/index.html',
    ]);
  });

  it('percent-encodes what CloudFront matches encoded, and nothing else', () => {
    expect(invalidationPaths(['/créditos/', '/a b#c.json'])).toEqual([
      '/a%20b%23c.json',
      '/cr%C3%A9ditos/',
      '/cr%C3%A9ditos/index.html',
    ]);
  });
});

describe('purgeCloudFront against a stand-in of the API', () => {
  it('sends one signed CreateInvalidation with the paths and the reference, and does not wait for it', async () => {
    standIn.calls.length = 0;
    const done = await purgeCloudFront(
      settings,
      ['/cuentas/', '/sitemap.xml'],
      'd1@2026-11-28T00:00:00.000Z',
    );
    expect(done).toEqual({
      paths: ['/cuentas/', '/cuentas/index.html', '/sitemap.xml'],
      id: expect.stringMatching(/^I\d+$/),
      status: 'InProgress',
    });
    expect(standIn.calls).toHaveLength(1);
    const call = standIn.calls[0];
    expect([call?.method, call?.path]).toEqual([
      'POST',
      `/2020-05-31/distribution/${distributionId}/invalidation`,
    ]);
    // SigV4 for the global CloudFront API: signed for us-east-1, service cloudfront.
    expect(call?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/cloudfront\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(call?.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?><InvalidationBatch xmlns="http:\/\/cloudfront\.amazonaws\.com\/doc\/2020-05-31\/">/,
    );
    expect(call?.paths).toEqual(['/cuentas/', '/cuentas/index.html', '/sitemap.xml']);
    expect(call?.body).toContain('<Quantity>3</Quantity>');
    expect(call?.callerReference).toBe('d1@2026-11-28T00:00:00.000Z');
  });

  it('invalidates everything with one wildcard path when over the limit', async () => {
    standIn.calls.length = 0;
    const paths = Array.from({ length: 6 }, (_, i) => `/p${i}.json`);
    expect((await purgeCloudFront(settings, paths, 'd2', undefined, 5))?.paths).toEqual([
      cloudFrontEverything,
    ]);
    expect(standIn.calls.map((c) => c.paths)).toEqual([['/*']]);
  });

  it('sending the same purge again (its answer lost) makes no second invalidation', async () => {
    const first = await purgeCloudFront(settings, ['/a/'], 'd3');
    const again = await purgeCloudFront(settings, ['/a/'], 'd3');
    expect(again?.id).toBe(first?.id);
  });

  it('fails with CloudFront’s code and message when it refuses, without retrying a refusal', async () => {
    standIn.calls.length = 0;
    standIn.failNext(1, {
      status: 400,
      code: 'TooManyInvalidationsInProgress',
      message:
        'Processing your request will cause you to exceed the maximum number of in-progress wildcard invalidations.',
    });
    const error = await purgeCloudFront(settings, ['/b/'], 'd4').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeployError);
    expect((error as DeployError).message).toMatch(
      new RegExp(
        `^CloudFront invalidation of distribution ${distributionId} \\(2 paths\\) failed, HTTP 400 TooManyInvalidationsInProgress: Processing your request`,
      ),
    );
    expect(standIn.calls).toHaveLength(1);
  });

  it('retries a busy API (503) with the SDK’s back-off', async () => {
    standIn.calls.length = 0;
    standIn.failNext(1, { status: 503, code: 'ServiceUnavailable', message: 'busy' });
    expect((await purgeCloudFront(settings, ['/c/'], 'd5'))?.status).toBe('InProgress');
    expect(standIn.calls).toHaveLength(2);
  }, 20_000);

  it('sends nothing when nothing changed', async () => {
    standIn.calls.length = 0;
    expect(await purgeCloudFront(settings, [], 'd6')).toBeUndefined();
    expect(standIn.calls).toEqual([]);
  });
});
