/**
 * storyblok-js-client (through StoryblokSource) against the local content server: pagination, cv,
 * rate limiting and its back-off, and every failure a build can meet, a lying listing included.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentService } from '../config/site';
import type { FaultSettings } from '../server/content-server/faults';
import { startContentServer, type RunningContentServer } from '../server/content-server/server';
import { ContentServiceError } from './content-service-error';
import { storyblokConfigFrom, type StoryblokConfig } from './storyblok-config';
import { StoryblokSource } from './storyblok-source';

const storyCount = 63;
let dir: string;
let server: RunningContentServer;

function story(i: number, extra: Record<string, unknown> = {}) {
  return {
    id: 1000 + i,
    uuid: `uuid-${i}`,
    name: `Historia ${i}`,
    slug: `historia-${i}`,
    full_slug: `generadas/historia-${i}`,
    position: i,
    published_at: '2025-06-02T16:40:09.511Z',
    content: {
      _uid: `root-${i}`,
      component: 'page',
      body: [{ _uid: `title-${i}`, component: 'title', title: `Título ${i}` }],
    },
    ...extra,
  };
}

async function writeStory(data: { full_slug: string }): Promise<void> {
  const file = path.join(dir, 'stories', `${data.full_slug}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(data));
}

function configFor(overrides: Partial<StoryblokConfig> = {}): StoryblokConfig {
  const config = storyblokConfigFrom({
    STORYBLOK_TOKEN: server.tokens.preview,
    STORYBLOK_ENDPOINT: server.endpoint,
  });
  if (!config) throw new Error('no config');
  return { ...config, ...overrides };
}

async function failure(promise: Promise<unknown>): Promise<ContentServiceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentServiceError);
  return error as ContentServiceError;
}

/** Timers and the throttle's clock faked together, so a back-off of seconds passes at once. */
const fakeClock: Parameters<typeof vi.useFakeTimers>[0] = {
  toFake: ['setTimeout', 'clearTimeout', 'performance'],
};

/** Real I/O keeps running under fake timers; this waits for it on the real (unfaked) Date clock. */
async function waitFor(condition: () => boolean, ms = 2000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function settle(ms = 50): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) await new Promise((resolve) => setImmediate(resolve));
}

/** The most requests that arrived within any rolling `windowMs`. */
function mostInWindow(times: number[], windowMs = 1000): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.max(0, ...sorted.map((t, i) => sorted.slice(i).filter((u) => u - t < windowMs).length));
}

/**
 * The moments the rate limit lets each request go (the network under it is called then). The limit is on
 * these: the server's arrival times can bunch up on a loaded machine, and a limiter slowed by the load sends
 * fewer than its most, so neither is a measure of the rule.
 */
/**
 * The window the send times are counted in: a little under the limiter's second, since each request reaches the
 * network a moment after the limiter let it go, and that moment varies with the load.
 */
const sendWindowMs = 950;

function sendTimes(): { times: number[]; fetch: typeof fetch } {
  const times: number[] = [];
  return {
    times,
    fetch: (input, init) => {
      times.push(performance.now());
      return fetch(input, init);
    },
  };
}

const hits = (part: string) => server.requests.filter((r) => r.url.includes(part)).length;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'storyblok-source-'));
  for (let i = 1; i <= storyCount; i++) await writeStory(story(i));
  await writeStory(story(99, { full_slug: 'borrador', published_at: null }));
  server = await startContentServer({ contentDir: dir, log: () => {} });
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  vi.useRealTimers();
  // A failed listing stops its other requests, but one already sent still reaches the server: let it
  // arrive now, under this test's faults, rather than use up the next test's.
  await settle(100);
  server.faults.set({});
});

describe('listing', () => {
  it('reads every page of 60+ stories, 25 per page, from the Total and Per-Page headers', async () => {
    server.requests.length = 0;
    const { stories, errors } = await new StoryblokSource(configFor()).loadStories();
    expect(errors).toEqual([]);
    expect(stories).toHaveLength(storyCount + 1);
    expect(new Set(stories.map((s) => s.origin)).size).toBe(storyCount + 1);
    const pages = server.requests.filter((r) => r.url.startsWith('/v2/cdn/stories?'));
    expect(pages.map((r) => new URL(r.url, server.url).searchParams.get('page'))).toEqual(['1', '2', '3']);
    for (const r of pages) {
      const query = new URL(r.url, server.url).searchParams;
      expect(query.get('per_page')).toBe(String(contentService.perPage));
      expect(query.get('version')).toBe('draft');
      expect(query.get('token')).toBe(server.tokens.preview);
    }
    // Built content never carries the editor's markers.
    expect(JSON.stringify(stories)).not.toContain('_editable');
  });

  it('asks /cdn/spaces/me (without cv) for the cache version and lists with it; a change brings a new cv', async () => {
    const source = new StoryblokSource(configFor());
    server.requests.length = 0;
    await source.loadStories();
    const me = server.requests.find((r) => r.url.startsWith('/v2/cdn/spaces/me'));
    expect(me?.url).not.toContain('cv=');
    const first = (await server.store.current()).version;
    const cvs = server.requests
      .filter((r) => r.url.startsWith('/v2/cdn/stories?'))
      .map((r) => new URL(r.url, server.url).searchParams.get('cv'));
    expect(new Set(cvs)).toEqual(new Set([String(first)]));

    await writeStory(story(1, { name: 'Historia 1 cambiada' }));
    server.requests.length = 0;
    const { stories } = await source.loadStories();
    const second = (await server.store.current()).version;
    expect(second).toBeGreaterThan(first);
    expect(server.requests.filter((r) => r.url.includes(`cv=${second}`)).length).toBe(3);
    expect(stories.map((s) => (s.data as { name: string }).name)).toContain('Historia 1 cambiada');
  });

  it('stamps published content by the space and its cache version, asking /cdn/spaces/me only; drafts get no stamp', async () => {
    const published = new StoryblokSource(
      configFor({ accessToken: server.tokens.public, version: 'published', cache: 'manual' }),
    );
    server.requests.length = 0;
    const first = await published.stamp();
    expect(server.requests.map((r) => r.url.split('?')[0])).toEqual(['/v2/cdn/spaces/me']);
    expect(first).toContain(`cv=${(await server.store.current()).version}`);
    expect(first).not.toContain(server.tokens.public);
    expect(await published.stamp()).toBe(first);
    await writeStory(story(2, { name: 'Historia 2 cambiada' }));
    expect(await published.stamp()).not.toBe(first);
    // Put back: later tests read story 2 as written at the start.
    await writeStory(story(2));
    expect(published.stampAt(1_700_000_123)).toContain('cv=1700000123');
    // A draft's save leaves the cache version as it was: drafts are always read.
    const drafts = new StoryblokSource(configFor());
    expect(await drafts.stamp()).toBeUndefined();
    expect(drafts.stampAt(1_700_000_123)).toBeUndefined();
  });

  it('loadStoriesAt lists with the cv it is given, for every page, and never asks /cdn/spaces/me', async () => {
    const source = new StoryblokSource(configFor());
    server.requests.length = 0;
    const { stories } = await source.loadStoriesAt(1_700_000_123);
    expect(stories).toHaveLength(storyCount + 1);
    expect(server.requests.some((r) => r.url.startsWith('/v2/cdn/spaces/me'))).toBe(false);
    const cvs = server.requests.map((r) => new URL(r.url, server.url).searchParams.get('cv'));
    expect(cvs).toEqual(['1700000123', '1700000123', '1700000123']);
  });

  it('reads published content with a public token: no drafts, no _editable', async () => {
    const source = new StoryblokSource(
      configFor({ accessToken: server.tokens.public, version: 'published', cache: 'manual' }),
    );
    const { stories } = await source.loadStories();
    expect(stories).toHaveLength(storyCount);
    expect(stories.some((s) => s.origin === 'cdn/stories/borrador')).toBe(false);
  });

  it('caches published responses until the cache is flushed; /cdn/spaces/me is never cached', async () => {
    const source = new StoryblokSource(
      configFor({ accessToken: server.tokens.public, version: 'published', cache: 'manual' }),
    );
    const count = (prefix: string) => server.requests.filter((r) => r.url.startsWith(prefix)).length;
    await source.flushCache();
    await source.loadStories();
    server.requests.length = 0;
    expect((await source.loadStories()).stories).toHaveLength(storyCount);
    expect(count('/v2/cdn/stories?')).toBe(0);
    expect(count('/v2/cdn/spaces/me')).toBe(1);
    await source.flushCache();
    server.requests.length = 0;
    await source.loadStories();
    expect(count('/v2/cdn/stories?')).toBe(3);
  });

  it('fetches one story by full slug with GET /cdn/stories/{slug}', async () => {
    const data = (await new StoryblokSource(configFor()).fetchStory('generadas/historia-7')) as {
      name: string;
      content: { _editable?: string };
    };
    expect(data.name).toBe('Historia 7');
    // A draft fetched for preview keeps the markers the visual editor needs.
    expect(data.content._editable).toContain('"uid": "root-7"');
  });

  it('holds to 5 requests per second', async () => {
    const sent = sendTimes();
    const source = new StoryblokSource(configFor(), { fetch: sent.fetch });
    server.requests.length = 0;
    await Promise.all(Array.from({ length: 6 }, () => source.fetchStory('generadas/historia-1')));
    expect(server.requests).toHaveLength(6);
    expect(sent.times).toHaveLength(6);
    expect(mostInWindow(sent.times, sendWindowMs)).toBeLessThanOrEqual(5);
  });
});

describe('rate limit (HTTP 429)', () => {
  it(
    'retries after 1 s × attempt, logging the line of docs/behaviour.md §8, then succeeds',
    { timeout: 15_000 },
    async () => {
      vi.useFakeTimers(fakeClock);
      const log = vi.fn();
      const source = new StoryblokSource(configFor(), { log });
      server.faults.set({ rateLimit: 2, match: '/cdn/stories/generadas/historia-2' });
      server.requests.length = 0;
      const result = source.fetchStory('generadas/historia-2');

      await waitFor(() => log.mock.calls.length === 1);
      expect(log).toHaveBeenLastCalledWith('Hit rate limit. Retrying in 1 seconds.');
      await vi.advanceTimersByTimeAsync(999);
      await settle();
      expect(hits('historia-2')).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await waitFor(() => log.mock.calls.length === 2);
      expect(hits('historia-2')).toBe(2);
      expect(log).toHaveBeenLastCalledWith('Hit rate limit. Retrying in 2 seconds.');
      await vi.advanceTimersByTimeAsync(1999);
      await settle();
      expect(hits('historia-2')).toBe(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(((await result) as { name: string }).name).toBe('Historia 2');
      expect(hits('historia-2')).toBe(3);
      expect(log).toHaveBeenCalledTimes(2);
    },
  );

  it('gives up after 5 retries with an error naming the request', { timeout: 15_000 }, async () => {
    vi.useFakeTimers(fakeClock);
    const log = vi.fn();
    server.faults.set({ rateLimit: Number.POSITIVE_INFINITY });
    server.requests.length = 0;
    const result = failure(new StoryblokSource(configFor(), { log }).loadStories());
    for (let attempt = 1; attempt <= 5; attempt++) {
      await waitFor(() => log.mock.calls.length === attempt);
      await vi.advanceTimersByTimeAsync(1000 * attempt);
    }
    const error = await result;
    expect(error.code).toBe('rate_limited');
    expect(error.message).toContain(`GET ${server.endpoint}/cdn/spaces/me`);
    expect(error.message).toContain('after 5 retries');
    expect(log.mock.calls.map((c) => c[0])).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Hit rate limit. Retrying in ${n} seconds.`),
    );
    expect(server.requests).toHaveLength(6);
  });
});

describe('failures name the request and never the token', () => {
  it('401 for a wrong token, and for a public token asking for drafts', async () => {
    for (const accessToken of ['wrong-token', server.tokens.public]) {
      const error = await failure(new StoryblokSource(configFor({ accessToken })).loadStories());
      expect(error.code).toBe('unauthorized');
      expect(error.status).toBe(401);
      expect(error.message).toContain(`GET ${server.endpoint}/cdn/spaces/me`);
      expect(error.message).not.toContain(accessToken);
      expect(error.hint).toMatch(/preview token/);
    }
  });

  it('404 for a missing story', async () => {
    const error = await failure(new StoryblokSource(configFor()).fetchStory('no/existe'));
    expect(error.code).toBe('not_found');
    expect(error.message).toBe(
      `GET ${server.endpoint}/cdn/stories/no/existe?version=draft&resolve_links=url failed: HTTP 404 Not Found (This record could not be found)`,
    );
  });

  it('5xx on a later page', async () => {
    server.faults.set({ serverError: 1, match: '&page=2' });
    const error = await failure(new StoryblokSource(configFor()).loadStories());
    expect(error.code).toBe('http_error');
    expect(error.status).toBe(500);
    expect(error.message).toMatch(
      /cdn\/stories\?version=draft&per_page=25&cv=\d+&resolve_links=url&page=2 failed: HTTP 500/,
    );
  });

  it('a truncated JSON body', async () => {
    server.faults.set({ truncate: 1, match: '&page=3' });
    const error = await failure(new StoryblokSource(configFor()).loadStories());
    expect(error.code).toBe('invalid_json');
    expect(error.message).toMatch(/page=3 failed: the response is not valid JSON/);
  });

  it('a time-out', async () => {
    server.faults.set({ delayMs: 1000, match: '/cdn/spaces/me' });
    const started = performance.now();
    const error = await failure(new StoryblokSource(configFor({ timeoutSeconds: 0.2 })).loadStories());
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('/cdn/spaces/me failed: no complete answer within 0.2 s');
    expect(error.hint).toContain('STORYBLOK_TIMEOUT');
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('a refused connection says which address and what to check', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(
      new StoryblokSource(configFor({ endpoint: `http://127.0.0.1:${port}/v2` })).loadStories(),
    );
    expect(error.code).toBe('network');
    expect(error.message.replace(String(port), 'PORT')).toMatch(
      /^GET http:\/\/127\.0\.0\.1:PORT\/v2\/cdn\/spaces\/me failed: fetch failed \(connect ECONNREFUSED 127\.0\.0\.1:\d+\)$/,
    );
    expect(error.hint).toContain('STORYBLOK_ENDPOINT');
  });
});

describe('a lying or broken content service fails the load in bounded time, naming the request', () => {
  const listing =
    /^GET http:\/\/127\.0\.0\.1:\d+\/v2\/cdn\/stories\?version=draft&per_page=25&cv=\d+&resolve_links=url&page=/;
  const cases: Array<[string, FaultSettings, Partial<StoryblokConfig>, string, RegExp]> = [
    [
      'a smaller Total',
      { total: 20 },
      {},
      'invalid_listing',
      /page=1 holds 25 stories on page 1 where Total: 20 and per_page=25 promise 20$/,
    ],
    ['no Total', { total: 'missing' }, {}, 'invalid_listing', /page=1 answered without a Total header/],
    [
      'a Total that is a whole number of pages short',
      { total: 25 },
      {},
      'invalid_listing',
      /page=2 holds 25 stories on page 2 where Total: 25 and per_page=25 promise 0$/,
    ],
    [
      'a larger Total',
      { total: 80 },
      {},
      'invalid_listing',
      /page=3 holds 14 stories on page 3 where Total: 80 and per_page=25 promise 25$/,
    ],
    [
      'a huge Total',
      { total: 9_000_000_000 },
      {},
      'invalid_listing',
      /page=1 announced Total: 9000000000 stories, more than the 5000 a build reads$/,
    ],
    [
      'a Total above the ceiling set for the space',
      {},
      { maxStories: 60 },
      'invalid_listing',
      /page=1 announced Total: 64 stories, more than the 60 a build reads$/,
    ],
    [
      'per_page ignored',
      { ignorePerPage: true },
      {},
      'invalid_listing',
      /page=1 holds 64 stories on page 1, more than per_page=25: it ignores per_page$/,
    ],
    [
      'page ignored',
      { ignorePage: true },
      {},
      'invalid_listing',
      /page=[23] lists the story with id \d+ again \(already on page 1\): it ignores page/,
    ],
    [
      '"stories" not a list',
      { storiesObject: true },
      {},
      'invalid_response',
      /page=1 failed: "stories" is an object, not a list of stories$/,
    ],
    [
      'a body that trickles for ever',
      { trickle: Number.POSITIVE_INFINITY, match: '/cdn/stories?' },
      { timeoutSeconds: 0.5 },
      'timeout',
      /page=1 failed: no complete answer within 0\.5 s$/,
    ],
    [
      'a redirect loop',
      { redirect: Number.POSITIVE_INFINITY, match: '/cdn/stories?' },
      {},
      'too_many_redirects',
      /page=1 failed: too many redirects \(more than 5; the last one from http:\/\/127\.0\.0\.1:\d+\/v2\/cdn\/stories\)$/,
    ],
  ];

  for (const [name, faults, config, code, message] of cases) {
    it(name, { timeout: 10_000 }, async () => {
      server.faults.set(faults);
      server.requests.length = 0;
      const started = performance.now();
      const error = await failure(new StoryblokSource(configFor(config)).loadStories());
      expect(error.code).toBe(code);
      expect(error.message).toMatch(listing);
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain(server.tokens.preview);
      expect(error.hint).toMatch(/STORYBLOK_ENDPOINT|STORYBLOK_TIMEOUT|maxStories/);
      expect(performance.now() - started).toBeLessThan(3000);
    });
  }

  it('a huge Total fails on the first page, without asking for the others', async () => {
    server.faults.set({ total: 9_000_000_000 });
    server.requests.length = 0;
    await failure(new StoryblokSource(configFor()).loadStories());
    expect(hits('/cdn/stories?')).toBe(1);
  });

  it('a redirect loop is followed 5 times, then given up', async () => {
    server.faults.set({ redirect: Number.POSITIVE_INFINITY, match: '/cdn/spaces/me' });
    server.requests.length = 0;
    const error = await failure(new StoryblokSource(configFor()).loadStories());
    expect(error.message).toContain('/cdn/spaces/me failed: too many redirects (more than 5;');
    expect(hits('/cdn/spaces/me')).toBe(6);
  });

  it('a few redirects are followed to the answer', async () => {
    server.faults.set({ redirect: 3, match: '/cdn/stories/generadas/historia-3' });
    server.requests.length = 0;
    const story = (await new StoryblokSource(configFor()).fetchStory('generadas/historia-3')) as {
      name: string;
    };
    expect(story.name).toBe('Historia 3');
    expect(hits('historia-3')).toBe(4);
  });

  it('a listing that adds up with a full last page asks one page more to prove nothing follows', async () => {
    const exact = await mkdtemp(path.join(os.tmpdir(), 'storyblok-source-50-'));
    const fifty = await startContentServer({ contentDir: exact, log: () => {} });
    try {
      for (let i = 1; i <= 50; i++) {
        const data = story(i);
        const file = path.join(exact, 'stories', `${data.full_slug}.json`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, JSON.stringify(data));
      }
      const source = new StoryblokSource({ ...configFor(), endpoint: fifty.endpoint });
      expect((await source.loadStories()).stories).toHaveLength(50);
      const pages = fifty.requests
        .filter((r) => r.url.startsWith('/v2/cdn/stories?'))
        .map((r) => new URL(r.url, fifty.url).searchParams.get('page'));
      expect(pages.sort()).toEqual(['1', '2', '3']);
    } finally {
      await fifty.close();
      await rm(exact, { recursive: true, force: true });
    }
  });
});

describe('throttle: no more requests in any rolling second than the limit, retries and redirects included', () => {
  it(
    '5 per second under 429s (with a short back-off that would burst) and redirects',
    { timeout: 20_000 },
    async () => {
      const sent = sendTimes();
      const source = new StoryblokSource(configFor({ retryBackoffMs: 20 }), {
        log: () => {},
        fetch: sent.fetch,
      });
      server.faults.set({ rateLimit: 5, redirect: 3, match: '/cdn/stories/generadas/' });
      server.requests.length = 0;
      const stories = await Promise.all(
        Array.from({ length: 10 }, (_, i) => source.fetchStory(`generadas/historia-${i + 1}`)),
      );
      expect(stories).toHaveLength(10);
      expect(server.requests).toHaveLength(18);
      expect(sent.times).toHaveLength(18);
      expect(mostInWindow(sent.times, sendWindowMs)).toBeLessThanOrEqual(5);
    },
  );

  it('3 per second with an OAuth token', { timeout: 20_000 }, async () => {
    const sent = sendTimes();
    const source = new StoryblokSource(
      configFor({ accessToken: undefined, oauthToken: server.tokens.preview, retryBackoffMs: 20 }),
      { log: () => {}, fetch: sent.fetch },
    );
    server.faults.set({ rateLimit: 2, match: '/cdn/stories/generadas/' });
    server.requests.length = 0;
    await Promise.all(Array.from({ length: 5 }, (_, i) => source.fetchStory(`generadas/historia-${i + 1}`)));
    expect(server.requests).toHaveLength(7);
    expect(sent.times).toHaveLength(7);
    expect(mostInWindow(sent.times, sendWindowMs)).toBeLessThanOrEqual(3);
  });
});

describe('configuration', () => {
  it('gives every request a deadline: 60 s unless STORYBLOK_TIMEOUT says otherwise, never none', () => {
    const env = { STORYBLOK_TOKEN: 't' };
    expect(storyblokConfigFrom(env)?.timeoutSeconds).toBe(contentService.timeoutSeconds);
    expect(contentService.timeoutSeconds).toBe(60);
    expect(storyblokConfigFrom({ ...env, STORYBLOK_TIMEOUT: '2.5' })?.timeoutSeconds).toBe(2.5);
    for (const bad of ['0', '-1', 'never', 'Infinity']) {
      expect(() => storyblokConfigFrom({ ...env, STORYBLOK_TIMEOUT: bad })).toThrow(
        `STORYBLOK_TIMEOUT must be a number of seconds above 0, got "${bad}"`,
      );
    }
  });

  it('reads at most 5,000 stories unless STORYBLOK_MAX_STORIES sets another ceiling, always a whole number', () => {
    const env = { STORYBLOK_TOKEN: 't' };
    expect(storyblokConfigFrom(env)?.maxStories).toBe(5000);
    expect(storyblokConfigFrom({ ...env, STORYBLOK_MAX_STORIES: '20000' })?.maxStories).toBe(20_000);
    for (const bad of ['0', '-5', '2.5', 'many', '1e9']) {
      expect(() => storyblokConfigFrom({ ...env, STORYBLOK_MAX_STORIES: bad })).toThrow(
        `STORYBLOK_MAX_STORIES must be a whole number of stories above 0, got "${bad}"`,
      );
    }
  });
});
