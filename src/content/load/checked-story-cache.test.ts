/**
 * The checked-story cache: a second load of unchanged stories checks none of them again and gives the same
 * stories and the same problems (named by story, `_uid` and field); an edited story is checked again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir } from '../../config/project-paths';
import { ContentError } from '../content-error';
import { FileSource } from '../file-source';
import { normalizeStories } from '../normalize';
import type { RawStory } from '../story';
import { CheckedStoryCache } from './checked-story-cache';
import { keyPaths } from '../../test/key-paths';

let work: string;
let raw: RawStory[];

/** The bundled stories, one of them with a block the schemas do not know (a problem named by _uid and field). */
async function storiesWithAnError(): Promise<RawStory[]> {
  const { stories } = await new FileSource(defaultContentDir).loadStories();
  return stories.map((story) => {
    const data = story.data as { full_slug?: string; content?: { body?: unknown[] } };
    if (data.full_slug !== 'banca-personas/cuentas') return story;
    const body = [...(data.content?.body ?? []), { _uid: 'bad-spacer', component: 'spacer' }];
    // Without the file's hash the cache keys on the data itself.
    return { origin: story.origin, data: { ...data, content: { ...data.content, body } } };
  });
}


const describeAll = (errors: readonly ContentError[]) => errors.map((e) => [e.story, e.describe()]);

async function load(cache: CheckedStoryCache, stories: readonly RawStory[]) {
  const use = await cache.prepare(stories);
  const result = normalizeStories(stories, use.check);
  await use.save();
  return { ...result, reused: use.reused };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'checked-story-cache-'));
  raw = await storiesWithAnError();
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the checked-story cache', () => {
  it('gives, from the cache, the stories and problems a fresh check gives', async () => {
    const cache = new CheckedStoryCache(path.join(work, 'cache'));
    const fresh = normalizeStories(raw);
    const problem = fresh.errors.find((e) => e.uid === 'bad-spacer');
    expect(problem?.story).toBe('banca-personas/cuentas');
    const first = await load(cache, raw);
    expect(first.reused).toBe(0);
    const second = await load(cache, raw);
    expect(second.reused).toBe(raw.length);
    expect(second.stories).toStrictEqual(fresh.stories);
    expect(keyPaths(second.stories)).toEqual(keyPaths(fresh.stories));
    expect(describeAll(second.errors)).toEqual(describeAll(fresh.errors));
    const again = second.errors.find((e) => e.uid === 'bad-spacer');
    expect(again).toBeInstanceOf(ContentError);
    expect([again?.field, again?.component, again?.severity]).toEqual([
      problem?.field,
      problem?.component,
      problem?.severity,
    ]);
  });

  it('checks an edited story again, and only it', async () => {
    const cache = new CheckedStoryCache(path.join(work, 'edited'));
    await load(cache, raw);
    const edited = raw.map((story) => {
      const data = story.data as { full_slug?: string; name?: string };
      return data.full_slug === 'banca-personas/cuentas'
        ? { ...story, data: { ...data, name: 'Cuentas editadas' } }
        : story;
    });
    const result = await load(cache, edited);
    expect(result.reused).toBe(raw.length - 1);
    expect(result.stories.find((s) => s.full_slug === 'banca-personas/cuentas')?.name).toBe('Cuentas editadas');
    expect(describeAll(result.errors)).toEqual(describeAll(normalizeStories(edited).errors));
  });
});
