/**
 * The publish service's incremental listing against the local content server: after each change to the
 * content folder, what it gives at the space's new `cv` must equal a full listing at that `cv` (a fresh
 * source, nothing shared), order included, and it reads only the stories whose `published_at` moved.
 */
import { mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type RunningContentServer } from '../server/content-server/server';
import { testStories, writeTestSpace } from '../server/content-server/test-space';
import { IncrementalListing, describeListing } from './storyblok-incremental';
import { storyblokConfigFrom, type StoryblokConfig } from './storyblok-config';
import { StoryblokSource } from './storyblok-source';

let dir: string;
let server: RunningContentServer;
let listing: IncrementalListing;
const logged: string[] = [];

function config(overrides: Partial<StoryblokConfig> = {}): StoryblokConfig {
  const base = storyblokConfigFrom({
    STORYBLOK_TOKEN: server.tokens.public,
    STORYBLOK_ENDPOINT: server.endpoint,
    STORYBLOK_VERSION: 'published',
  });
  if (!base) throw new Error('no config');
  // The tests count requests, not seconds: no throttle.
  return { ...base, rateLimit: 1000, ...overrides };
}

const fileOf = (fullSlug: string) => path.join(dir, 'stories', `${fullSlug.replace(/\/$/, '/index')}.json`);

async function writeStory(story: Record<string, unknown>): Promise<void> {
  const file = fileOf(String(story.full_slug));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ story }));
}

function original(id: number): Record<string, unknown> {
  const story = testStories.find((s) => s.id === id);
  if (!story) throw new Error(`no test story ${id}`);
  return structuredClone(story);
}

/** Reads the incremental listing and a full one at the server's current `cv`; they must be equal. */
async function both() {
  const cv = (await server.store.current()).version;
  server.requests.length = 0;
  const incremental = await listing.loadStoriesAt(cv);
  const sent = server.requests.map((r) => new URL(r.url, server.url));
  const full = await new StoryblokSource(config()).loadStoriesAt(cv);
  expect(incremental.stories).toStrictEqual(full.stories);
  expect(incremental.errors).toEqual([]);
  return { cv, stories: incremental.stories, sent, report: listing.lastReport };
}

const titleOf = (stories: Array<{ data: unknown }>, slug: string) =>
  (
    stories.find((s) => (s.data as { full_slug: string }).full_slug === slug)?.data as {
      content: { title?: string };
    }
  ).content.title;

beforeAll(async () => {
  dir = await writeTestSpace();
  server = await startContentServer({ contentDir: dir, log: () => {} });
  listing = new IncrementalListing(new StoryblokSource(config()), { log: (line) => logged.push(line) });
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

afterEach(() => server.faults.set({}));

describe('incremental listing', () => {
  it('reads everything first: the links and every story', async () => {
    const { report, sent } = await both();
    expect(report).toMatchObject({ kind: 'full', reason: 'the first listing since the service started' });
    expect(report?.stories).toBe(5);
    expect(sent.map((u) => u.pathname)).toEqual(['/v2/cdn/links', '/v2/cdn/stories']);
    expect(logged.at(-1)).toMatch(
      /^full listing: the first listing since the service started \(5 stories, 2 requests, /,
    );
  });

  it('nothing changed: one links request (the client cache may answer it at the same cv), no story read', async () => {
    const { report, sent } = await both();
    expect(report).toMatchObject({ kind: 'incremental', read: 0, stories: 5, requests: 1 });
    expect(sent.filter((u) => u.pathname !== '/v2/cdn/links')).toEqual([]);
  });

  it('one story edited: only it is read again, with by_uuids at the same cv and resolve_links=url', async () => {
    const edited = original(3);
    (edited.content as { title: string }).title = 'A, editada';
    await writeStory(edited);
    const { cv, stories, report, sent } = await both();
    expect(report).toMatchObject({ kind: 'incremental', read: 1, stories: 5, requests: 2 });
    expect(titleOf(stories, 'blog/a')).toBe('A, editada');
    const byUuids = sent.find((u) => u.pathname === '/v2/cdn/stories');
    expect(byUuids?.searchParams.get('by_uuids')).toBe(edited.uuid);
    expect(byUuids?.searchParams.get('cv')).toBe(String(cv));
    expect(byUuids?.searchParams.get('resolve_links')).toBe('url');
    expect(sent.every((u) => u.searchParams.get('cv') === String(cv))).toBe(true);
    const links = sent.find((u) => u.pathname === '/v2/cdn/links');
    expect(links?.searchParams.get('include_dates')).toBe('1');
    expect(links?.searchParams.get('per_page')).toBe('1000');
    expect(logged.at(-1)).toMatch(/^listing: 1 story re-read of 5 \(2 requests, /);
  });

  it('a linked story edited (not renamed): its referrers stay as they were', async () => {
    const target = original(6);
    (target.content as { title: string }).title = 'E, editada';
    await writeStory(target);
    const { report } = await both();
    expect(report).toMatchObject({ kind: 'incremental', read: 1 });
  });

  it('a linked story renamed: the full listing, so its referrer carries the new slug', async () => {
    const renamed = { ...original(6), slug: 'f', full_slug: 'otros/d/f' };
    await unlink(fileOf('otros/d/e'));
    await writeStory(renamed);
    const { stories, report } = await both();
    expect(report).toMatchObject({ kind: 'full', reason: 'a story was renamed or moved (otros/d/f)' });
    expect(JSON.stringify(stories)).toContain('otros/d/f');
    expect(JSON.stringify(stories)).not.toContain('"full_slug":"otros/d/e"');
  });

  it('a story added: the full listing, in the API order', async () => {
    await writeStory({
      ...original(4),
      id: 7,
      uuid: 'nueva-7',
      slug: 'z',
      full_slug: 'blog/z',
      position: 15,
    });
    const { report, stories } = await both();
    expect(report).toMatchObject({ kind: 'full', reason: 'a story was added (blog/z)', stories: 6 });
    expect(stories.map((s) => (s.data as { id: number }).id)).toEqual([1, 7, 2, 3, 4, 6]);
  });

  it('a story removed: the full listing', async () => {
    await unlink(fileOf('blog/b'));
    const { report } = await both();
    expect(report).toMatchObject({ kind: 'full', reason: 'a story was removed or unpublished (blog/b)' });
  });

  it('a story unpublished (published_at null): the full listing', async () => {
    await writeStory({ ...original(1), published_at: null });
    const { report, stories } = await both();
    expect(report).toMatchObject({ kind: 'full', reason: 'a story was removed or unpublished (home)' });
    expect(stories.some((s) => (s.data as { full_slug: string }).full_slug === 'home')).toBe(false);
  });

  it('more stories changed than the threshold: the full listing', async () => {
    const small = new IncrementalListing(new StoryblokSource(config()), { maxChanged: 1 });
    let cv = (await server.store.current()).version;
    await small.loadStoriesAt(cv);
    for (const id of [3, 6]) {
      const story = id === 6 ? { ...original(6), slug: 'f', full_slug: 'otros/d/f' } : original(3);
      (story.content as { title: string }).title = `cambio ${id}`;
      await writeStory(story);
    }
    cv = (await server.store.current()).version;
    await small.loadStoriesAt(cv);
    expect(small.lastReport).toMatchObject({ kind: 'full', reason: '2 stories changed, more than 1' });
  });

  it('a by_uuids answer that is not a listing: the incremental read fails, the full one is read', async () => {
    const edited = original(3);
    (edited.content as { title: string }).title = 'A, otra vez';
    await writeStory(edited);
    server.faults.set({ storiesObject: true, match: 'by_uuids' });
    const { report, stories } = await both();
    expect(report?.kind).toBe('full');
    expect(report?.reason).toMatch(/^the incremental read failed: .*by_uuids/);
    expect(titleOf(stories, 'blog/a')).toBe('A, otra vez');
  });

  it('links that do not add up: the full listing still reads every story, and the next read is full again', async () => {
    const edited = original(3);
    (edited.content as { title: string }).title = 'A, sin links';
    await writeStory(edited);
    server.faults.set({ total: 9999, match: 'cdn/links' });
    const { report } = await both();
    expect(report?.kind).toBe('full');
    expect(report?.reason).toMatch(/^the incremental read failed: .*Total/);
    server.faults.set({});
    const again = await both();
    expect(again.report).toMatchObject({
      kind: 'full',
      reason: 'the last listing could not be kept to compare with',
    });
    expect(logged).toContainEqual(expect.stringMatching(/^listing: the links at cv \d+ could not be read: /));
    const third = await both();
    expect(third.report).toMatchObject({ kind: 'incremental', read: 0 });
  });

  it('describes each kind of listing in one line', () => {
    expect(describeListing({ kind: 'incremental', read: 2, stories: 10093, requests: 12, ms: 2400 })).toBe(
      'listing: 2 stories re-read of 10,093 (12 requests, 2.4 s)',
    );
    expect(
      describeListing({
        kind: 'full',
        read: 10093,
        stories: 10093,
        requests: 416,
        ms: 83000,
        reason: 'a story was added (x)',
      }),
    ).toBe('full listing: a story was added (x) (10,093 stories, 416 requests, 83.0 s)');
  });

  it('incremental: false reads every story every time, and reports it', async () => {
    const full = new IncrementalListing(new StoryblokSource(config()), { incremental: false });
    const cv = (await server.store.current()).version;
    server.requests.length = 0;
    await full.loadStoriesAt(cv);
    await full.loadStoriesAt(cv + 1);
    expect(full.lastReport).toMatchObject({
      kind: 'full',
      reason: 'every build reads every story (PUBLISH_LISTING=full)',
    });
    expect(server.requests.some((r) => r.url.includes('/cdn/links'))).toBe(false);
  });
});
