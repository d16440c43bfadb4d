/** The local content server's webhooks: added, changed, moved and removed story files, signed, after the version moves. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webhookSignatureOf } from '../../common/webhook-signature';
import { defaultSpace, startContentServer, type RunningContentServer } from './server';
import { storyChanges } from './story-changes';

interface Received {
  body: string;
  signature: string | undefined;
  versionAtSend: number;
}

let dir: string;
let receiver: Server;
let received: Received[];
let content: RunningContentServer | undefined;

function story(id: number, slug: string, title = 'Hola') {
  return {
    id,
    uuid: `u${id}`,
    name: `Historia ${id}`,
    slug,
    full_slug: slug,
    content: { _uid: `r${id}`, component: 'page', title },
  };
}

async function writeStory(file: string, data: unknown): Promise<void> {
  // Written whole, then renamed: the server never reads half a file here.
  const target = path.join(dir, 'stories', file);
  await writeFile(`${target}.tmp`, JSON.stringify(data));
  await import('node:fs/promises').then((fs) => fs.rename(`${target}.tmp`, target));
}

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'webhooks-'));
  await mkdir(path.join(dir, 'stories'));
  await writeStory('a.json', story(1, 'a'));
  await writeStory('b.json', story(2, 'b'));
  received = [];
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void content?.store.current().then((snapshot) => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: req.headers['webhook-signature'] as string | undefined,
          versionAtSend: snapshot.version,
        });
        res.writeHead(202).end();
      });
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  await content?.close();
  content = undefined;
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

async function start(secret?: string): Promise<RunningContentServer> {
  const { port } = receiver.address() as AddressInfo;
  content = await startContentServer({
    contentDir: dir,
    log: (l) => process.env.DEBUG_HOOKS && console.log(l),
    webhooks: { url: `http://127.0.0.1:${port}/webhooks/storyblok`, secret, delayMs: 0, pollMs: 50 },
  });
  return content;
}

describe('content server webhooks', () => {
  it('a changed file sends a signed `published` with story_id and full_slug, after the version moved', async () => {
    const server = await start('s3creto');
    const before = (await server.store.current()).version;
    await writeStory('a.json', story(1, 'a', 'Cambiado'));
    const hook = await until(() => received[0], 'a webhook');
    const payload = JSON.parse(hook.body) as Record<string, unknown>;
    expect(payload).toMatchObject({
      action: 'published',
      story_id: 1,
      full_slug: 'a',
      space_id: defaultSpace.id,
    });
    expect(typeof payload.text).toBe('string');
    expect(hook.signature).toBe(webhookSignatureOf(hook.body, 's3creto'));
    expect(hook.versionAtSend).toBeGreaterThan(before);
    const delivery = await until(() => server.webhooks?.sent[0], 'the delivery record');
    expect(delivery.status).toBe(202);
  });

  it('added → published, full_slug changed → moved, removed → deleted; unsigned without a secret', async () => {
    await start();
    await writeStory('c.json', story(3, 'c'));
    await until(() => received[0], 'published');
    await writeStory('b.json', story(2, 'carpeta/b'));
    await until(() => received[1], 'moved');
    await rm(path.join(dir, 'stories', 'a.json'));
    await until(() => received[2], 'deleted');
    expect(
      received
        .map((r) => JSON.parse(r.body) as { action: string; full_slug: string })
        .map((p) => [p.action, p.full_slug]),
    ).toEqual([
      ['published', 'c'],
      ['moved', 'carpeta/b'],
      ['deleted', 'a'],
    ]);
    expect(received.every((r) => r.signature === undefined)).toBe(true);
  });

  it('a half-written file is not taken for a deletion', async () => {
    const server = await start();
    await writeFile(path.join(dir, 'stories', 'a.json'), '{"id": 1, "full_sl');
    await server.store.current();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
    await writeStory('a.json', story(1, 'a', 'Entero'));
    const hook = await until(() => received[0], 'published');
    expect(JSON.parse(hook.body)).toMatchObject({ action: 'published', story_id: 1 });
    expect(received).toHaveLength(1);
  });
});

describe('storyChanges', () => {
  it('matches stories by id', () => {
    const a = story(1, 'a');
    expect(storyChanges([a], [a])).toEqual([]);
    expect(storyChanges([a], [{ ...a, full_slug: 'x/a' }]).map((c) => c.action)).toEqual(['moved']);
  });
});
