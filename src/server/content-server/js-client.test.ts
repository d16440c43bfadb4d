/**
 * Storyblok's own JavaScript client (storyblok-js-client) against the local content server: what it
 * sends is understood, what comes back is what it expects from Storyblok (issue 21, acceptance 4).
 */
import { rm } from 'node:fs/promises';
import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type RunningContentServer } from './server';
import { uuidOf, writeTestSpace } from './test-space';

let server: RunningContentServer;
let dir: string;
let client: StoryblokClient;

type Blok = Record<string, unknown>;

beforeAll(async () => {
  dir = await writeTestSpace();
  server = await startContentServer({ contentDir: dir, log: () => {} });
  client = new StoryblokClient({
    accessToken: server.tokens.preview,
    endpoint: server.endpoint,
    version: 'draft',
    // Each test sees the server's answer, never a cached one.
    cache: { clear: 'manual' },
  });
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('storyblok-js-client against the local content server', () => {
  it('resolve_links=url: the client puts each linked story, with its current full_slug, into the link', async () => {
    const { data } = await client.getStory('home', { resolve_links: 'url' });
    const [teaser] = data.story.content.body as Blok[];
    expect((teaser?.link as Blok).story).toMatchObject({
      uuid: uuidOf(3),
      full_slug: 'blog/a',
      url: 'blog/a',
    });
    const text = JSON.stringify(data.story.content.text);
    expect(text).toContain('"url":"blog/c"');
    expect(data.links).toHaveLength(2);
  });

  it('resolve_relations: the referenced story replaces its uuid', async () => {
    const { data } = await client.getStory('home', { resolve_relations: 'teaser.authors' });
    const [teaser] = data.story.content.body as Blok[];
    expect(teaser?.authors).toMatchObject([{ uuid: uuidOf(4), content: { name: 'Ana' } }]);
  });

  it('by_uuids: exactly the stories asked for, one page or all', async () => {
    const { data } = await client.getStories({ by_uuids: `${uuidOf(5)},${uuidOf(3)}` });
    expect(data.stories.map((s) => s.id)).toEqual([3, 5]);
    const all = (await client.getAll('cdn/stories', {
      by_uuids: `${uuidOf(6)},${uuidOf(1)}`,
      per_page: 1,
    })) as Blok[];
    expect(all.map((s) => s.id)).toEqual([1, 6]);
  });

  it('excluding_fields: the fields are gone from every blok', async () => {
    const { data } = await client.getStories({ by_uuids: uuidOf(1), excluding_fields: 'title' });
    const [home] = data.stories;
    expect(home?.content).not.toHaveProperty('title');
    expect((home?.content.body as Blok[])[0]).not.toHaveProperty('title');
    expect((home?.content.body as Blok[])[0]).toHaveProperty('link');
  });

  it('getAll("cdn/links") pages through every link, folders included, each once', async () => {
    const before = server.requests.length;
    const paged = (await client.getAll('cdn/links', { per_page: 2 })) as Array<{
      uuid: string;
      is_folder: boolean;
    }>;
    const linkRequests = server.requests.slice(before).filter((r) => r.url.includes('/cdn/links'));
    expect(linkRequests).toHaveLength(5);
    const { data } = await client.get('cdn/links', { per_page: 1000 });
    const whole = Object.values(data.links as Record<string, { uuid: string }>);
    expect(paged.map((l) => l.uuid)).toEqual(whole.map((l) => l.uuid));
    expect(new Set(paged.map((l) => l.uuid)).size).toBe(9);
    expect(paged.filter((l) => l.is_folder)).toHaveLength(3);
  });

  it('an unsupported parameter: the client reports the 400 and its message', async () => {
    await expect(client.getStories({ search_term: 'hola' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('search_term') as string,
    });
    await expect(client.getStories({ filter_query: { 'body.0.title': { in: 'x' } } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('body.0.title') as string,
    });
  });
});
