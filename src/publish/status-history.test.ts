/**
 * GET /status after a restart: the service loads the publishes of its earlier runs from the journal, so an
 * operator sees what happened before (the service here is the real one, with its intake server in-process and
 * the build and deploy replaced by stand-ins that report what a deploy reports).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIntakeServer, listen } from './intake-server';
import { Journal } from './journal';
import type { StatusSnapshot } from './publish-status';
import type { DeployOutcome } from './publisher';
import { startPublishService, type PublishServiceParts } from './service';
import type { PublishSettings } from './settings';
import { TokenBucket } from './token-bucket';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'status-history-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const statusToken = 'status-token';

function settings(): PublishSettings {
  return {
    host: '127.0.0.1',
    port: 0,
    secret: 'webhook-secret',
    insecureLocal: false,
    stateDir: dir,
    pollSeconds: 3600,
    statusToken,
    attempts: 1,
    retryBaseMs: 1,
    burst: 10,
    perSecond: 10,
    listing: 'incremental',
  };
}

/** One run of the service over the journal in `dir`, until `close`. */
async function runService(work: PublishServiceParts['work']) {
  const { journal, recovered } = await Journal.recover(dir);
  const lines: string[] = [];
  const service = await startPublishService({
    settings: settings(),
    journal,
    unfinished: recovered.unfinished,
    history: recovered.publishes,
    work,
    log: (line) => lines.push(line),
    startIntake: async (handlers) => {
      let status: unknown = { publishes: [] };
      const server: Server = createIntakeServer({
        secret: 'webhook-secret',
        statusToken,
        bucket: new TokenBucket(10, 10),
        recordEvent: (body) => journal.recordEvent(body),
        onEvent: handlers.onEvent,
        status: () => status,
        log: handlers.log,
      });
      const { port } = await listen(server, '127.0.0.1', 0);
      return {
        port,
        postStatus: (next) => {
          status = next;
        },
        close: async () => {
          server.closeAllConnections();
          await new Promise<void>((resolve) => server.close(() => resolve()));
        },
      };
    },
  });
  const status = async (): Promise<StatusSnapshot> => {
    const answer = await fetch(`http://127.0.0.1:${service.port}/status`, {
      headers: { authorization: `Bearer ${statusToken}` },
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as StatusSnapshot;
  };
  return { service, status, lines };
}

const deployed: DeployOutcome = {
  id: 'd1',
  uploaded: 4,
  unchanged: 600,
  deleted: 0,
  purgeOwed: 3,
  purgeError: 'CloudFront invalidation … failed, HTTP 400 TooManyInvalidationsInProgress',
};

describe('/status across a restart', () => {
  it('shows the publishes of the run before, most recent first, with their state, timings and figures', async () => {
    let space = 7;
    let live: number | undefined;
    const first = await runService({
      readVersion: async () => space,
      liveVersion: async () => live,
      build: async (cv) => {
        if (cv === 8) throw new Error('cdn/stories: 503 Service Unavailable');
      },
      deploy: async (cv) => {
        live = cv;
        return deployed;
      },
    });
    await first.service.queue.idle();
    space = 8;
    first.service.queue.request('poll');
    await first.service.queue.idle();
    const before = await first.status();
    expect(before.publishes.map((p) => [p.state, p.version])).toEqual([
      ['failed', 8],
      ['live', 7],
    ]);
    expect(before.purgeOwed).toEqual({ paths: 3, error: deployed.purgeError });
    await first.service.close();

    // The restarted service: version 8 is now live (another run put it there), so its start publishes nothing.
    live = 8;
    const second = await runService({
      readVersion: async () => space,
      liveVersion: async () => live,
      build: async () => {},
      deploy: async () => deployed,
      retryOwedPurge: async () => undefined,
    });
    await second.service.queue.idle();
    const after = await second.status();
    expect(after.publishes).toEqual(JSON.parse(JSON.stringify(before.publishes)));
    expect(after.publishes[1]).toMatchObject({
      events: ['start'],
      state: 'live',
      uploaded: 4,
      unchanged: 600,
      deployId: 'd1',
      purgeOwed: 3,
      timings: { wait: expect.any(Number), build: expect.any(Number), total: expect.any(Number) },
    });
    expect(after.publishes[0]).toMatchObject({
      state: 'failed',
      error: 'cdn/stories: 503 Service Unavailable',
    });
    // The owed purge was sent again by the start's run, which found the version live.
    expect(after.purgeOwed).toBeUndefined();
    await second.service.close();
  });

  it('keeps a publish the service was killed in, as failed and interrupted, and publishes again', async () => {
    let live: number | undefined;
    let building: () => void = () => {};
    const started = new Promise<void>((resolve) => (building = resolve));
    // The first run's build never ends: the service is abandoned in it, as SIGKILL would leave it.
    const first = await runService({
      readVersion: async () => 9,
      liveVersion: async () => live,
      build: () => {
        building();
        return new Promise<void>(() => {});
      },
      deploy: async () => deployed,
    });
    await started;
    expect((await first.status()).publishes.map((p) => p.state)).toEqual(['building']);

    const second = await runService({
      readVersion: async () => 9,
      liveVersion: async () => live,
      build: async () => {},
      deploy: async (cv) => {
        live = cv;
        return { id: 'd2', uploaded: 5, unchanged: 1, deleted: 0 };
      },
    });
    await second.service.queue.idle();
    const after = await second.status();
    expect(after.publishes.map((p) => [p.state, p.version, p.events])).toEqual([
      ['live', 9, ['start']],
      ['failed', 9, ['start']],
    ]);
    expect(after.publishes[1]?.error).toMatch(/^interrupted while building: the service stopped/);
    await second.service.close();
    // Restarted once more: the interrupted publish is still in the history, once.
    const third = await runService({
      readVersion: async () => 9,
      liveVersion: async () => live,
      build: async () => {},
      deploy: async () => deployed,
    });
    await third.service.queue.idle();
    expect((await third.status()).publishes.map((p) => p.state)).toEqual(['live', 'failed']);
    await third.service.close();
  });

  it(`keeps the last publishes only, however long the service has run`, async () => {
    let space = 0;
    let live: number | undefined;
    const work: PublishServiceParts['work'] = {
      readVersion: async () => space,
      liveVersion: async () => live,
      build: async () => {},
      deploy: async (cv) => {
        live = cv;
        return { id: `d${cv}`, uploaded: 1, unchanged: 1, deleted: 0 };
      },
    };
    const first = await runService(work);
    for (let version = 1; version <= 60; version++) {
      space = version;
      first.service.queue.request('poll');
      await first.service.queue.idle();
    }
    await first.service.close();
    const second = await runService(work);
    await second.service.queue.idle();
    const versions = (await second.status()).publishes.map((p) => p.version);
    expect(versions).toHaveLength(50);
    expect(versions[0]).toBe(60);
    expect(versions.at(-1)).toBe(11);
    await second.service.close();
  });
});
