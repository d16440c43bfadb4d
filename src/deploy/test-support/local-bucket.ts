/**
 * A real S3-compatible server (s3rver, docs/decisions/0012) on 127.0.0.1 for the deploy's and the publish
 * service's tests: a bucket configured for static website hosting (index `index.html`, error `404.html`),
 * its API behind a recording proxy (the ordered log of writes, injected 5xx), its website behind a front that
 * keeps S3's atomic replacement of objects, which s3rver lacks (key-locks.ts).
 *
 * Addressing: s3rver serves a bucket's website on a path, `http://127.0.0.1:{port}/{bucket}/…`, for any
 * request that carries no `x-amz-*` header (lib/middleware/vhost.js + website.js): `/{bucket}/route/` answers
 * `route/index.html`, `/{bucket}/route` redirects to `/{bucket}/route/`, a missing key answers the error
 * document with 404, and an object's `x-amz-website-redirect-location` answers 301 to it, as AWS does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import {
  defaultMaxDeletes,
  defaultRetainDeploys,
  defaultRetainMs,
  type DeployConfig,
} from '../deploy-config';
import { createKeyLocks } from './key-locks';
import { startRecordingProxy, type BucketWrite, type RecordingProxy } from './recording-proxy';
import { startWebsiteFront } from './website-front';

export interface LocalBucket {
  /** The S3 API endpoint (through the recording proxy). */
  endpoint: string;
  /** The bucket's website root, ending in `/`: `${websiteUrl}route/` is the page at `/route/`. */
  websiteUrl: string;
  bucket: string;
  config: DeployConfig;
  /** The environment a child process (npm run deploy) needs to reach this bucket. */
  env: Record<string, string>;
  /** Writes in the order the server completed them. */
  requests: BucketWrite[];
  proxy: RecordingProxy;
  close(): Promise<void>;
}

/** s3rver's built-in account; it checks request signatures against it. */
const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export function websiteConfigXml(index = 'index.html', errorDocument = '404.html'): string {
  return (
    '<WebsiteConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<IndexDocument><Suffix>${index}</Suffix></IndexDocument>` +
    `<ErrorDocument><Key>${errorDocument}</Key></ErrorDocument>` +
    '</WebsiteConfiguration>'
  );
}

export async function startLocalBucket(
  options: { bucket?: string; prefix?: string } = {},
): Promise<LocalBucket> {
  const bucket = options.bucket ?? 'site';
  const prefix = options.prefix ?? '';
  const directory = await mkdtemp(path.join(tmpdir(), 'local-bucket-'));
  const website = { index: 'index.html', errorDocument: `${prefix}404.html` };
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [websiteConfigXml(website.index, website.errorDocument)] }],
  });
  const { port } = await server.run();
  const locks = createKeyLocks();
  const proxy = await startRecordingProxy(`http://127.0.0.1:${port}`, bucket, locks);
  const front = await startWebsiteFront(`http://127.0.0.1:${port}`, bucket, website, locks);
  const config: DeployConfig = {
    bucket,
    region: 'us-east-1',
    endpoint: proxy.url,
    forcePathStyle: true,
    prefix,
    cdn: { kind: 'none' },
    maxDeletes: defaultMaxDeletes,
    retainDeploys: defaultRetainDeploys,
    retainMs: defaultRetainMs,
    concurrency: 8,
    credentials: localCredentials,
  };
  return {
    endpoint: proxy.url,
    websiteUrl: `${front.url}/${bucket}/${prefix}`,
    bucket,
    config,
    env: {
      DEPLOY_S3_BUCKET: bucket,
      DEPLOY_S3_REGION: config.region,
      DEPLOY_S3_ENDPOINT: proxy.url,
      DEPLOY_S3_FORCE_PATH_STYLE: '1',
      DEPLOY_S3_PREFIX: prefix,
      DEPLOY_CDN: 'none',
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    },
    requests: proxy.writes,
    proxy,
    async close() {
      await front.close();
      await proxy.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
