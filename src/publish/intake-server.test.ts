import { request } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createIntakeServer, listen, maxWebhookBytes, type IntakeOptions } from './intake-server';
import { Journal, journalFileName } from './journal';
import { signatureOf } from './signature';
import type { StoryblokEvent } from './storyblok-event';
import { TokenBucket } from './token-bucket';

const secret = 's3creto';
const payload = JSON.stringify({
  text: 'published',
  action: 'published',
  space_id: 1,
  story_id: 7,
  full_slug: 'inicio',
});

interface Started {
  url: string;
  events: StoryblokEvent[];
  journalText(): Promise<string>;
  close(): Promise<void>;
}

const open: Started[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

async function start(overrides: Partial<IntakeOptions> = {}): Promise<Started> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'intake-'));
  const journal = await Journal.openForAppend(dir);
  const events: StoryblokEvent[] = [];
  const server: Server = createIntakeServer({
    secret,
    statusToken: undefined,
    bucket: new TokenBucket(100, 100),
    recordEvent: (body) => journal.recordEvent(body),
    onEvent: (_event, parsed) => events.push(parsed),
    status: () => ({ publishes: [{ id: 'p1', state: 'live' }] }),
    log: () => {},
    ...overrides,
  });
  const address = await listen(server, '127.0.0.1', 0);
  const started: Started = {
    url: `http://127.0.0.1:${address.port}`,
    events,
    journalText: () => readFile(path.join(dir, journalFileName), 'utf8'),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await journal.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
  open.push(started);
  return started;
}

function post(url: string, body: string | Buffer, headers: Record<string, string> = {}) {
  return fetch(`${url}/webhooks/storyblok`, {
    method: 'POST',
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('POST /webhooks/storyblok', () => {
  it('a signed webhook is journaled (on disk before the answer) and answered 202', async () => {
    const s = await start();
    const response = await post(s.url, payload, { 'webhook-signature': signatureOf(payload, secret) });
    expect(response.status).toBe(202);
    const answer = (await response.json()) as { id: string; publish: boolean; event: string };
    expect(answer).toMatchObject({ publish: true, event: 'story published (inicio)' });
    expect(JSON.parse((await s.journalText()).trim())).toMatchObject({
      t: 'event',
      id: answer.id,
      body: payload,
    });
    expect(s.events.map((e) => e.storyId)).toEqual([7]);
  });

  it('missing, wrong and wrong-length signatures get 401 and nothing is recorded', async () => {
    const s = await start();
    const good = signatureOf(payload, secret);
    const cases: Array<Record<string, string>> = [
      {},
      { 'webhook-signature': signatureOf(payload, 'otro') },
      { 'webhook-signature': good.slice(1) },
      { 'webhook-signature': `${good}ab` },
    ];
    for (const headers of cases) {
      expect((await post(s.url, payload, headers)).status).toBe(401);
    }
    // Signed for another body.
    expect((await post(s.url, payload.replace('7', '8'), { 'webhook-signature': good })).status).toBe(401);
    expect(await s.journalText()).toBe('');
    expect(s.events).toEqual([]);
  });

  it('a replayed old body is accepted again (each is journaled; the publisher makes it idempotent)', async () => {
    const s = await start();
    const headers = { 'webhook-signature': signatureOf(payload, secret) };
    expect((await post(s.url, payload, headers)).status).toBe(202);
    expect((await post(s.url, payload, headers)).status).toBe(202);
    expect((await s.journalText()).trim().split('\n')).toHaveLength(2);
  });

  it(`a body over ${maxWebhookBytes} bytes gets 413, announced or streamed, and nothing is recorded`, async () => {
    const s = await start();
    const big = Buffer.alloc(maxWebhookBytes + 1, 'a');
    expect((await post(s.url, big, { 'webhook-signature': signatureOf(big, secret) })).status).toBe(413);
    // Without Content-Length (chunked): the reading stops at the limit.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${s.url}/webhooks/storyblok`,
        { method: 'POST', headers: { 'transfer-encoding': 'chunked' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(16 * 1024, 'b');
      for (let i = 0; i < 5; i++) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
    expect(await s.journalText()).toBe('');
    // A body of exactly the limit is taken.
    const frame = JSON.stringify({ action: 'published', text: '' });
    const edge = Buffer.from(
      JSON.stringify({ action: 'published', text: 'x'.repeat(maxWebhookBytes - frame.length) }),
    );
    expect(edge.length).toBe(maxWebhookBytes);
    expect((await post(s.url, edge, { 'webhook-signature': signatureOf(edge, secret) })).status).toBe(202);
  });

  it('a flood gets 429 once the bucket is empty, before any work', async () => {
    const s = await start({ bucket: new TokenBucket(3, 0.01) });
    const headers = { 'webhook-signature': signatureOf(payload, secret) };
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(s.url, payload, headers)).status);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    expect((await s.journalText()).trim().split('\n')).toHaveLength(3);
  });

  it('a signed body that is not an event gets 400', async () => {
    const s = await start();
    const body = '{"hello":1}';
    const response = await post(s.url, body, { 'webhook-signature': signatureOf(body, secret) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'the body has no "action"' });
  });

  it('with no secret (PUBLISH_INSECURE_LOCAL=1) an unsigned webhook is taken', async () => {
    const s = await start({ secret: undefined });
    expect((await post(s.url, payload)).status).toBe(202);
  });

  it('a journal that cannot write answers 503, never 202', async () => {
    const s = await start({ recordEvent: () => Promise.reject(new Error('ENOSPC')) });
    expect((await post(s.url, payload, { 'webhook-signature': signatureOf(payload, secret) })).status).toBe(
      503,
    );
    expect(s.events).toEqual([]);
  });
});

describe('GET /status', () => {
  it('is 404 when no PUBLISH_STATUS_TOKEN is set', async () => {
    const s = await start();
    expect((await fetch(`${s.url}/status`)).status).toBe(404);
  });

  it('needs the bearer token: none or wrong → 401; right → the publishes', async () => {
    const s = await start({ statusToken: 'ficha' });
    expect((await fetch(`${s.url}/status`)).status).toBe(401);
    expect((await fetch(`${s.url}/status`, { headers: { authorization: 'Bearer fich' } })).status).toBe(401);
    const ok = await fetch(`${s.url}/status`, { headers: { authorization: 'Bearer ficha' } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ publishes: [{ id: 'p1', state: 'live' }] });
  });
});
