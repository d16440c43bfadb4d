import { CopyObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../s3-client';
import { startLocalBucket, type LocalBucket } from './local-bucket';

let local: LocalBucket;
beforeAll(async () => {
  local = await startLocalBucket();
});
afterAll(() => local.close());

async function put(key: string, body: string, extra: Record<string, string> = {}) {
  await createS3Client(local.config).send(
    new PutObjectCommand({
      Bucket: local.bucket,
      Key: key,
      Body: Buffer.from(body),
      ContentType: 'text/html',
      ...extra,
    }),
  );
}

describe('startLocalBucket', () => {
  it('serves the bucket as a static website: index documents, the error document with 404, object redirects', async () => {
    await put('index.html', 'home');
    await put('a/index.html', 'page a');
    await put('404.html', 'no está');
    await put('old/index.html', '', { WebsiteRedirectLocation: '/a/' });
    expect(await (await fetch(local.websiteUrl)).text()).toBe('home');
    const page = await fetch(`${local.websiteUrl}a/`);
    expect([page.status, await page.text(), page.headers.get('content-type')]).toEqual([
      200,
      'page a',
      'text/html',
    ]);
    const bare = await fetch(`${local.websiteUrl}a`, { redirect: 'manual' });
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe(`/${local.bucket}/a/`);
    const missing = await fetch(`${local.websiteUrl}nada/`);
    expect([missing.status, await missing.text()]).toEqual([404, 'no está']);
    const moved = await fetch(`${local.websiteUrl}old/`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/a/']);
  });

  it('records writes in order and injects server errors the SDK retries', async () => {
    const before = local.requests.length;
    local.proxy.failNext(2, 503);
    await put('b/index.html', 'b');
    expect(local.proxy.failuresInjected()).toBeGreaterThanOrEqual(2);
    expect(local.requests.slice(before)).toEqual([{ op: 'PUT', key: 'b/index.html' }]);
  });

  it('serves a page being replaced by server-side copies with its old or its new bytes, never none, as S3 does', async () => {
    const bytes = { a: 'A'.repeat(20_000), b: 'B'.repeat(20_000) };
    await put('_blobs/a', bytes.a);
    await put('_blobs/b', bytes.b);
    await put('replaced/index.html', bytes.a);
    const s3 = createS3Client(local.config);
    let copying = true;
    const wrong: string[] = [];
    let reads = 0;
    const reader = (async () => {
      while (copying) {
        const answer = await fetch(`${local.websiteUrl}replaced/`);
        const text = await answer.text();
        reads++;
        if (answer.status !== 200 || (text !== bytes.a && text !== bytes.b))
          wrong.push(`${answer.status}, ${text.length} bytes`);
      }
    })();
    for (let copy = 0; copy < 60; copy++)
      await s3.send(
        new CopyObjectCommand({
          Bucket: local.bucket,
          Key: 'replaced/index.html',
          CopySource: `${local.bucket}/_blobs/${copy % 2 ? 'a' : 'b'}`,
          MetadataDirective: 'REPLACE',
          ContentType: 'text/html',
        }),
      );
    copying = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
