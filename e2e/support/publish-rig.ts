/**
 * The publish service's test rig: a temporary copy of content/ served by the local content server (which sends
 * signed webhooks), a real S3-compatible bucket (startLocalBucket, s3rver), and the service itself as a child
 * process (`node --import tsx src/publish/cli.ts`: the service's own process, so a SIGKILL is a real one).
 * Everything on 127.0.0.1, ports picked free.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile, rename } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defaultCacheDir, defaultContentDir, projectRoot } from '../../src/config/project-paths';
import { startLocalBucket, type LocalBucket } from '../../src/deploy/test-support/local-bucket';
import { webhookSignatureOf } from '../../src/common/webhook-signature';
import { linkTree } from './link-tree';
import { startContentServer, type RunningContentServer } from '../../src/server/content-server/server';
import type { PublishRecord } from '../../src/publish/publish-status';
import { freePort } from '../../src/test/free-port';

export const webhookSecret = 'secreto-de-prueba';
export const statusToken = 'ficha-de-estado';

export interface PublishRig {
  dir: string;
  contentDir: string;
  outDir: string;
  content: RunningContentServer;
  bucket: LocalBucket;
  serviceUrl: string;
  /** Everything the service printed, in order. */
  output: string[];
  service: ChildProcess | undefined;
  startService(): Promise<void>;
  /** SIGKILL to the service's own process (no wrapper in between), then waits for it to be gone. */
  killService(): Promise<void>;
  status(): Promise<PublishRecord[]>;
  /** Waits (no fixed delay: polls a state) until `check` returns a value. */
  until<T>(check: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs?: number): Promise<T>;
  storyFile(relative: string): string;
  editStory(relative: string, change: (story: Record<string, unknown>) => void): Promise<void>;
  postWebhook(body: string, signed?: boolean): Promise<Response>;
  website(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface PublishRigOptions {
  /** The content folder the rig serves a copy of; the bundled content by default. */
  content?: string;
  /**
   * A build of the same content, copied into the service's OUT_DIR before it starts, as a service restarted
   * on its persistent disk finds its last build: its first build then compresses only what changed (the
   * e2e global setup's build; `compressPhase` reuses the previous output's .br/.gz). Linked, not copied
   * (link-tree.ts): the service's builds never write into the files of their output.
   */
  seedOutDir?: string | undefined;
  /** The build cache (CACHE_DIR); the project's by default, or the caller's. */
  cacheDir?: string;
  /** How often the content server re-reads its folder for changed story files (ms). */
  pollMs?: number;
  /** More environment for the service (over the rig's own settings). */
  env?: NodeJS.ProcessEnv;
}

export async function startPublishRig(options: PublishRigOptions = {}): Promise<PublishRig> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'publish-e2e-'));
  const contentDir = path.join(dir, 'content');
  await cp(options.content ?? defaultContentDir, contentDir, { recursive: true });
  const outDir = path.join(dir, 'out');
  if (options.seedOutDir) await linkTree(options.seedOutDir, outDir);
  const port = await freePort();
  const serviceUrl = `http://127.0.0.1:${port}`;
  const bucket = await startLocalBucket();
  const content = await startContentServer({
    contentDir,
    log: () => {},
    webhooks: {
      url: `${serviceUrl}/webhooks/storyblok`,
      secret: webhookSecret,
      delayMs: 0,
      pollMs: options.pollMs ?? 100,
    },
  });
  const output: string[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...bucket.env,
    STORYBLOK_ENDPOINT: content.endpoint,
    STORYBLOK_TOKEN: content.tokens.public,
    STORYBLOK_VERSION: 'published',
    STORYBLOK_WEBHOOK_SECRET: webhookSecret,
    PUBLISH_PORT: String(port),
    PUBLISH_STATUS_TOKEN: statusToken,
    PUBLISH_STATE_DIR: path.join(dir, 'state'),
    PUBLISH_RETRY_MS: '300',
    CONTENT_DIR: contentDir,
    OUT_DIR: outDir,
    // One warm cache for every build of the suite (the bundle and images are the slow part of a first build).
    CACHE_DIR: options.cacheDir ?? (process.env.CACHE_DIR || defaultCacheDir),
    ...options.env,
  };

  const rig: PublishRig = {
    dir,
    contentDir,
    outDir,
    content,
    bucket,
    serviceUrl,
    output,
    service: undefined,
    async startService() {
      // Nothing may answer yet: otherwise the checks below would be talking to a process that was never killed.
      if (await fetch(`${serviceUrl}/healthz`).catch(() => undefined))
        throw new Error(`a publish service still answers at ${serviceUrl} before the start`);
      // node itself with tsx's loader, not the tsx command: that one runs the service as a child of its own,
      // which a SIGKILL to the command leaves running (orphaned, still serving the port and publishing).
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/publish/cli.ts'], {
        cwd: projectRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      rig.service = child;
      for (const stream of [child.stdout, child.stderr]) {
        stream.setEncoding('utf8');
        stream.on('data', (text: string) => output.push(...text.split('\n').filter(Boolean)));
      }
      await rig.until(
        async () => {
          if (child.exitCode !== null)
            throw new Error(`the publish service exited ${child.exitCode}:\n${output.join('\n')}`);
          const answer = await fetch(`${serviceUrl}/healthz`).catch(() => undefined);
          return answer?.ok ? true : undefined;
        },
        'the publish service to listen',
        60_000,
      );
    },
    async killService() {
      const child = rig.service;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await gone;
    },
    async status() {
      const child = rig.service;
      if (child && (child.exitCode !== null || child.signalCode !== null))
        throw new Error(
          `the publish service exited (${child.exitCode ?? child.signalCode}):\n${output.slice(-40).join('\n')}`,
        );
      const answer = await fetch(`${serviceUrl}/status`, {
        headers: { authorization: `Bearer ${statusToken}` },
      }).catch((error: unknown) => {
        throw new Error(
          `/status failed (${(error as Error).message}); service output:\n${output.slice(-40).join('\n')}`,
        );
      });
      if (!answer.ok) throw new Error(`/status answered ${answer.status}`);
      return ((await answer.json()) as { publishes: PublishRecord[] }).publishes;
    },
    async until(check, what, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const value = await check();
        if (value !== undefined) return value;
        if (Date.now() > deadline)
          throw new Error(`timed out waiting for ${what}; service output:\n${output.slice(-40).join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    storyFile: (relative) => path.join(contentDir, 'stories', relative),
    async editStory(relative, change) {
      const file = rig.storyFile(relative);
      const data = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const story = (data.story ?? data) as Record<string, unknown>;
      change(story);
      // Written whole then renamed, as an editor's save would land: never half a file.
      await writeFile(`${file}.tmp`, JSON.stringify(data, null, 2));
      await rename(`${file}.tmp`, file);
    },
    postWebhook(body, signed = true) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (signed) headers['webhook-signature'] = webhookSignatureOf(body, webhookSecret);
      return fetch(`${serviceUrl}/webhooks/storyblok`, { method: 'POST', body, headers });
    },
    website: (pathname, init) =>
      fetch(`${bucket.websiteUrl}${pathname.replace(/^\//, '')}`, { redirect: 'manual', ...init }),
    async close() {
      await rig.killService();
      await content.close();
      await bucket.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return rig;
}

/** The `/assets/…` files an HTML page references (scripts, styles, preloads, page data). */
export function assetsReferenced(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"#?]+)"/g)].map((m) => m[1] ?? '')),
  ].filter(Boolean);
}
