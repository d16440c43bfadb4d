/**
 * The deploy's reads and writes of the bucket, each failure turned into a DeployError naming the key and
 * why. Transient errors (500, 503, throttling) are retried with back-off by the SDK (s3-client.ts) before
 * they get here.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { DeployError } from './deploy-error';
import { emptyState, type DeployState } from './deploy-state';
import type { Manifest } from './manifest';

export const stateKey = '_deploy/state.json';
export const manifestKey = (id: string) => `_deploy/manifests/${id}.json.gz`;
/** DeleteObjects takes at most 1,000 keys (S3 API reference). */
const deleteBatch = 1000;

interface SdkFailure {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number; attempts?: number };
}

function failure(action: string, key: string, error: unknown): DeployError {
  if (error instanceof DeployError) return error;
  const e = error as SdkFailure;
  if ((error as Error).name === 'AbortError')
    return new DeployError('aborted', `${key}: ${action} stopped (aborted)`, key);
  const status = e.$metadata?.httpStatusCode ? ` HTTP ${e.$metadata.httpStatusCode}` : '';
  const attempts = e.$metadata?.attempts ? ` after ${e.$metadata.attempts} attempts` : '';
  return new DeployError(
    'bucket_error',
    `${key}: ${action} failed,${status} ${e.name ?? 'Error'}: ${e.message ?? String(error)}${attempts}`.replace(
      /\s+/g,
      ' ',
    ),
    key,
  );
}

export class BucketStore {
  constructor(
    readonly s3: S3Client,
    readonly bucket: string,
    readonly prefix: string,
    private readonly signal?: AbortSignal,
  ) {}

  private async send<T>(action: string, key: string, run: () => Promise<T>): Promise<T> {
    this.signal?.throwIfAborted();
    try {
      return await run();
    } catch (error) {
      throw failure(action, key, error);
    }
  }

  private async getBytes(key: string): Promise<Buffer | undefined> {
    return this.send('GET', key, async () => {
      try {
        const answer = await this.s3.send(
          new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }),
          {
            abortSignal: this.signal,
          },
        );
        if (!answer.Body) return Buffer.alloc(0);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if ((error as SdkFailure).name === 'NoSuchKey') return undefined;
        throw error;
      }
    });
  }

  async readState(): Promise<DeployState> {
    const bytes = await this.getBytes(stateKey);
    if (!bytes) return structuredClone(emptyState);
    try {
      return JSON.parse(bytes.toString('utf8')) as DeployState;
    } catch {
      throw new DeployError(
        'bad_state',
        `${this.prefix}${stateKey}: not JSON; the deploy will not guess what is live`,
        stateKey,
      );
    }
  }

  async writeState(state: DeployState): Promise<void> {
    await this.put(stateKey, Buffer.from(JSON.stringify(state)), {
      ContentType: 'application/json',
      CacheControl: 'no-store',
    });
  }

  async readManifest(id: string): Promise<Manifest | undefined> {
    const bytes = await this.getBytes(manifestKey(id));
    if (!bytes) return undefined;
    try {
      return JSON.parse(gunzipSync(bytes).toString('utf8')) as Manifest;
    } catch {
      throw new DeployError(
        'bad_manifest',
        `${this.prefix}${manifestKey(id)}: not a gzipped manifest`,
        manifestKey(id),
      );
    }
  }

  async writeManifest(manifest: Manifest): Promise<void> {
    await this.put(manifestKey(manifest.id), gzipSync(JSON.stringify(manifest)), {
      ContentType: 'application/gzip',
      CacheControl: 'no-store',
    });
  }

  async put(
    key: string,
    body: Buffer,
    headers: { ContentType: string; CacheControl: string; WebsiteRedirectLocation?: string },
  ): Promise<void> {
    await this.send('PUT', key, () =>
      this.s3.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: this.prefix + key, Body: body, ...headers }),
        {
          abortSignal: this.signal,
        },
      ),
    );
  }

  /** A server-side copy with the headers given (MetadataDirective REPLACE); `from` may be `key` itself. */
  async copy(
    key: string,
    from: string,
    headers: { ContentType: string; CacheControl: string },
  ): Promise<void> {
    await this.send('COPY', key, () =>
      this.s3.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: this.prefix + key,
          CopySource: `${this.bucket}/${encodeURIComponent(this.prefix + from).replace(/%2F/g, '/')}`,
          MetadataDirective: 'REPLACE',
          ...headers,
        }),
        { abortSignal: this.signal },
      ),
    );
  }

  async deleteKeys(keys: readonly string[], onBatch?: (done: number) => void): Promise<void> {
    for (let start = 0; start < keys.length; start += deleteBatch) {
      const batch = keys.slice(start, start + deleteBatch);
      const answer = await this.send('DELETE', batch[0] ?? '', () =>
        this.s3.send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: batch.map((key) => ({ Key: this.prefix + key })), Quiet: true },
          }),
          { abortSignal: this.signal },
        ),
      );
      const refused = answer.Errors?.[0];
      if (refused)
        throw new DeployError(
          'bucket_error',
          `${refused.Key}: DELETE refused, ${refused.Code}: ${refused.Message}`,
          refused.Key?.slice(this.prefix.length),
        );
      onBatch?.(Math.min(start + deleteBatch, keys.length));
    }
  }
}
