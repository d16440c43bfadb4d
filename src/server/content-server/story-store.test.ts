/**
 * A story's `published_at` moves when it is published, as in Storyblok: the local content server serves an
 * edited (or new) story file with the time of the read that found it, in /cdn/stories and in /cdn/links
 * with include_dates, and leaves every other story's as it was.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startContentServer, type RunningContentServer } from './server';
import { StoryStore } from './story-store';
import { testStories, uuidOf, writeTestSpace } from './test-space';

let dir: string;

beforeEach(async () => {
  dir = await writeTestSpace();
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const fileOf = (fullSlug: string) => path.join(dir, 'stories', `${fullSlug.replace(/\/$/, '/index')}.json`);

async function writeStory(story: Record<string, unknown>): Promise<void> {
  const file = fileOf(String(story.full_slug));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ story }));
}

function edited(id: number, title: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const story = structuredClone(testStories.find((s) => s.id === id)) as Record<string, unknown>;
  (story.content as { title: string }).title = title;
  return { ...story, ...extra };
}

const publishedAt = (stories: Array<{ id: number; published_at?: string | null }>, id: number) =>
  stories.find((s) => s.id === id)?.published_at;

const fileValue = '2025-06-02T16:40:09.511Z';

describe('published_at', () => {
  it('keeps the files’ dates on the first read', async () => {
    const { stories } = await new StoryStore(dir, () => {}).current();
    expect(publishedAt(stories, 3)).toBe(fileValue);
    expect(publishedAt(stories, 5)).toBeNull();
  });

  it('moves for an edited story only, later on each edit', async () => {
    const store = new StoryStore(dir, () => {});
    await store.current();
    const before = Date.now();
    await writeStory(edited(3, 'A1'));
    const first = (await store.current()).stories;
    const moved = publishedAt(first, 3);
    expect(Date.parse(String(moved))).toBeGreaterThanOrEqual(before);
    expect(publishedAt(first, 4)).toBe(fileValue);
    await writeStory(edited(3, 'A22'));
    const second = publishedAt((await store.current()).stories, 3);
    expect(Date.parse(String(second))).toBeGreaterThan(Date.parse(String(moved)));
    // Another story's edit leaves this one's as it is.
    await writeStory(edited(4, 'B1'));
    const third = (await store.current()).stories;
    expect(publishedAt(third, 3)).toBe(second);
    expect(publishedAt(third, 4)).not.toBe(fileValue);
  });

  it('gives a new story the time it appeared; a file that sets published_at (null: a draft) is served as it says', async () => {
    const store = new StoryStore(dir, () => {});
    await store.current();
    await writeStory({ ...edited(4, 'Nueva'), id: 9, uuid: uuidOf(9), full_slug: 'blog/nueva' });
    await writeStory(edited(6, 'E', { published_at: null }));
    const { stories } = await store.current();
    expect(publishedAt(stories, 9)).not.toBe(fileValue);
    expect(Number.isNaN(Date.parse(String(publishedAt(stories, 9))))).toBe(false);
    expect(publishedAt(stories, 6)).toBeNull();
    await writeStory(edited(6, 'E', { published_at: '2026-01-01T00:00:00.000Z' }));
    expect(publishedAt((await store.current()).stories, 6)).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('the API after an edit', () => {
  let server: RunningContentServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('/cdn/links with include_dates and /cdn/stories by_uuids give the moved published_at', async () => {
    server = await startContentServer({ contentDir: dir, log: () => {} });
    const api = async (route: string) => {
      const response = await fetch(`${server?.endpoint}${route}&token=${server?.tokens.public}`);
      return { body: (await response.json()) as Record<string, unknown>, headers: response.headers };
    };
    await writeStory(edited(3, 'A editada'));
    const links = await api('/cdn/links?include_dates=1&per_page=1000');
    const link = (links.body.links as Record<string, { published_at: string; published: boolean }>)[
      uuidOf(3)
    ];
    expect(link?.published).toBe(true);
    expect(link?.published_at).not.toBe(fileValue);
    expect(links.headers.get('per-page')).toBe('1000');
    const listed = await api(`/cdn/stories?by_uuids=${uuidOf(3)},${uuidOf(4)}&per_page=100`);
    const stories = listed.body.stories as Array<{ id: number; published_at: string }>;
    expect(stories.map((s) => s.id)).toEqual([3, 4]);
    expect(publishedAt(stories, 3)).toBe(link?.published_at);
    expect(publishedAt(stories, 4)).toBe(fileValue);
    expect(listed.headers.get('total')).toBe('2');
    const withoutDates = await api('/cdn/links?per_page=1000');
    expect(Object.values(withoutDates.body.links as Record<string, object>)[0]).not.toHaveProperty(
      'published_at',
    );
  });
});
