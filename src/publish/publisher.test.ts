import { describe, expect, it } from 'vitest';
import type { JournalFinish } from './journal';
import { PublishStatus } from './publish-status';
import { Publisher, type PublisherDeps } from './publisher';

/** A space and a bucket in memory: the version the space is at, the version the bucket serves. */
function world(options: { space: number; live?: number; failBuild?: number; failDeploy?: number }) {
  const state = { space: options.space, live: options.live, builds: [] as number[], deploys: [] as number[] };
  let buildFailures = options.failBuild ?? 0;
  let deployFailures = options.failDeploy ?? 0;
  const finishes: Array<Omit<JournalFinish, 't' | 'at'>> = [];
  const lines: string[] = [];
  const waits: number[] = [];
  const status = new PublishStatus();
  const deps: PublisherDeps = {
    readVersion: async () => state.space,
    liveVersion: async () => state.live,
    build: async (cv) => {
      state.builds.push(cv);
      if (buildFailures-- > 0) throw new Error('cdn/spaces/me: 500 Internal Server Error');
    },
    deploy: async (cv) => {
      state.deploys.push(cv);
      if (deployFailures-- > 0) throw new Error('PUT assets/x.js: 503 Slow Down');
      state.live = cv;
      return { id: `d${cv}`, uploaded: 3, unchanged: 10, deleted: 0 };
    },
    finish: async (finish) => {
      finishes.push(finish);
    },
    status,
    attempts: 3,
    retryBaseMs: 100,
    log: (line) => lines.push(line),
    sleep: async (ms) => {
      waits.push(ms);
    },
  };
  return { state, deps, finishes, lines, waits, status, publisher: new Publisher(deps) };
}

describe('Publisher', () => {
  it('builds and deploys the space version with that one cv, and reports it live with its figures', async () => {
    const w = world({ space: 200, live: 100 });
    const record = await w.publisher.run(['e1'], ['story published (a)']);
    expect(w.state.builds).toEqual([200]);
    expect(w.state.deploys).toEqual([200]);
    expect(record).toMatchObject({
      state: 'live',
      version: 200,
      uploaded: 3,
      unchanged: 10,
      attempts: 1,
      eventIds: ['e1'],
    });
    expect(record?.timings).toEqual(
      expect.objectContaining({
        wait: expect.any(Number),
        build: expect.any(Number),
        upload: expect.any(Number),
        total: expect.any(Number),
      }),
    );
    expect(w.finishes).toEqual([
      {
        ids: ['e1'],
        state: 'live',
        version: 200,
        note: undefined,
        publish: expect.objectContaining({ id: record?.id, state: 'live', uploaded: 3 }),
      },
    ]);
    // The journal keeps the entry as it ended, not the live object /status goes on changing.
    expect(w.finishes[0]?.publish).not.toBe(record);
    expect(w.lines.at(-1)).toMatch(
      /^publish \w+ · live · version 200 · events: story published \(a\) · .* uploaded 3, unchanged 10/,
    );
  });

  it('a repeated webhook for the version already live builds nothing and uploads nothing', async () => {
    const w = world({ space: 200, live: 200 });
    const record = await w.publisher.run(['e2'], ['story published (a)']);
    expect(w.state.builds).toEqual([]);
    expect(w.state.deploys).toEqual([]);
    expect(record).toMatchObject({ state: 'skipped', note: 'version 200 is already live' });
    expect(w.finishes[0]).toMatchObject({ ids: ['e2'], state: 'live' });
  });

  it('a poll that finds the version live leaves no /status entry', async () => {
    const w = world({ space: 200, live: 200 });
    expect(await w.publisher.run([], ['poll'])).toBeUndefined();
    expect(w.status.list()).toEqual([]);
  });

  it('an older version never overwrites a newer one', async () => {
    const w = world({ space: 150, live: 200 });
    await w.publisher.run(['e3'], ['story published (a)']);
    expect(w.state.deploys).toEqual([]);
    // Another writer puts 300 live while this one builds 250.
    const v = world({ space: 250, live: 200 });
    v.deps.build = async (cv) => {
      v.state.builds.push(cv);
      v.state.live = 300;
    };
    const record = await v.publisher.run(['e4'], ['story published (b)']);
    expect(v.state.deploys).toEqual([]);
    expect(record).toMatchObject({ state: 'skipped', note: 'version 300 is live, newer than 250' });
  });

  it('a failed step is tried again after a doubling wait, and reported with its attempts', async () => {
    const w = world({ space: 200, live: 100, failBuild: 1, failDeploy: 1 });
    const record = await w.publisher.run(['e5'], ['story published (a)']);
    expect(record).toMatchObject({ state: 'live', attempts: 3, error: undefined });
    expect(w.waits).toEqual([100, 200]);
    expect(w.lines.filter((l) => l.includes('failed, again in'))).toEqual([
      expect.stringContaining('attempt 1 of 3 failed, again in 100 ms: cdn/spaces/me: 500'),
      expect.stringContaining('attempt 2 of 3 failed, again in 200 ms: PUT assets/x.js: 503'),
    ]);
  });

  it('after its last attempt it is failed, finished in the journal, the bucket untouched', async () => {
    const w = world({ space: 200, live: 100, failDeploy: 5 });
    const record = await w.publisher.run(['e6'], ['story published (a)']);
    expect(record).toMatchObject({ state: 'failed', attempts: 3, error: 'PUT assets/x.js: 503 Slow Down' });
    expect(w.state.live).toBe(100);
    expect(w.finishes).toEqual([
      {
        ids: ['e6'],
        state: 'failed',
        version: 200,
        note: undefined,
        publish: expect.objectContaining({ state: 'failed', error: 'PUT assets/x.js: 503 Slow Down' }),
      },
    ]);
    // The next publish is not blocked: it runs and goes live.
    const next = await w.publisher.run(['e7'], ['story published (b)']);
    expect(next).toMatchObject({ state: 'live' });
  });

  it('a run that finds its version live sends the CDN purge still owed, and asks the bucket only while one may be', async () => {
    const w = world({ space: 200, live: 100 });
    let owed: number | undefined;
    const retries: number[] = [];
    w.deps.deploy = async (cv) => {
      w.state.live = cv;
      return { id: `d${cv}`, uploaded: 1, unchanged: 1, deleted: 0, purgeOwed: 4, purgeError: 'HTTP 400' };
    };
    w.deps.retryOwedPurge = async () => {
      retries.push(owed ?? 0);
      return owed ? { paths: owed, error: 'HTTP 400' } : undefined;
    };
    const record = await w.publisher.run(['e8'], ['story published (a)']);
    expect(record).toMatchObject({ state: 'live', purgeOwed: 4, purgeError: 'HTTP 400' });
    expect(w.lines.at(-1)).toContain('CDN purge FAILED, 4 paths owed: HTTP 400');
    expect(w.status.snapshot().purgeOwed).toEqual({ paths: 4, error: 'HTTP 400' });
    owed = 4;
    await w.publisher.run([], ['poll']);
    expect(w.status.snapshot().purgeOwed).toEqual({ paths: 4, error: 'HTTP 400' });
    owed = undefined;
    await w.publisher.run([], ['poll']);
    expect(w.status.snapshot().purgeOwed).toBeUndefined();
    // Nothing owed any more: later polls do not ask the bucket.
    await w.publisher.run([], ['poll']);
    expect(retries).toEqual([4, 0]);
  });

  it('records how the build read the space in /status and the log line', async () => {
    const w = world({ space: 300, live: 200 });
    const listing = 'listing: 1 story re-read of 10,093 (12 requests, 2.4 s)';
    w.deps.listingReport = () => listing;
    const record = await w.publisher.run(['e1'], ['story published (a)']);
    expect(record).toMatchObject({ state: 'live', listing });
    expect(w.lines.at(-1)).toContain(listing);
  });
});
