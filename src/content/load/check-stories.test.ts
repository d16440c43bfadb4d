/**
 * The per-story part of the content stage (check-stories.ts): after an edit only the edited story's file is
 * read and checked, and the result is what normalizeStories gives on a fresh read (stories with their key
 * order and `undefined` fields, every problem named by story, `_uid` and field, `_uid`s used twice across
 * stories); a story edited while the load reads it is read again by the next load; a damaged cache file and
 * a source without stamps read every story and still give the same result.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { copyOfBundledContent as copyOfContent, type ContentFolders } from '../../test/bundled-content-copy';
import { keyPaths } from '../../test/key-paths';
import { ContentError } from '../content-error';
import { FileSource } from '../file-source';
import { normalizeStories } from '../normalize';
import type { ContentSource, ReadStory } from '../source';
import { checkStories, type CheckedStories } from './check-stories';
import { CheckedStoryCache, checkedStoriesFile } from './checked-story-cache';

const tempFolder = tempFolders('check-stories-');

type Folders = ContentFolders;

const copyOfBundledContent = async (): Promise<Folders> => copyOfContent(await tempFolder());

/** The folder's stories, with a record of which files each load reads. */
class CountingSource extends FileSource {
  readonly read: string[][] = [];
  override async readStories(origins: readonly string[]): Promise<ReadStory[]> {
    this.read.push([...origins]);
    return super.readStories(origins);
  }
}

async function load(folders: Folders, source: ContentSource = new FileSource(folders.content)) {
  const checked = await checkStories(
    source,
    new CheckedStoryCache(folders.cache),
    await source.storyStamps?.(),
  );
  await checked.save();
  return checked;
}

const described = (errors: readonly ContentError[]) =>
  errors.map((e) => [e.code, e.severity, e.story, e.uid, e.component, e.field, e.describe()]);

async function expectSameAsFresh(folders: Folders, actual: CheckedStories): Promise<void> {
  const raw = await new FileSource(folders.content).loadStories();
  const fresh = normalizeStories(raw.stories);
  expect(actual.stories).toStrictEqual(fresh.stories);
  expect(keyPaths(actual.stories)).toEqual(keyPaths(fresh.stories));
  expect(described(actual.errors)).toEqual(described(fresh.errors));
  expect(described(actual.readErrors)).toEqual(described(raw.errors));
  for (const error of [...actual.errors, ...actual.readErrors]) expect(error).toBeInstanceOf(ContentError);
}

async function rewriteText(folders: Folders, name: string, change: (text: string) => string): Promise<void> {
  const file = path.join(folders.content, 'stories', name);
  const text = await readFile(file, 'utf8');
  const changed = change(text);
  if (changed === text) throw new Error(`test: ${name} unchanged`);
  await writeFile(file, changed);
}

describe('checking the stories, with the checked stories of the last load', () => {
  it('reads and checks only the edited story, and gives what a fresh check gives', async () => {
    const folders = await copyOfBundledContent();
    const source = new CountingSource(folders.content);
    const first = await load(folders, source);
    const total = first.read;
    expect(total).toBeGreaterThan(20);
    // A _uid used twice across stories, so that the check across stories is kept with the stories too.
    await rewriteText(folders, 'atm.json', (text) => text.replace('"Cajeros', '"Cajeros editados'));
    await rewriteText(folders, 'agencias.json', (text) =>
      text.replace(/"_uid": "[^"]+"/, '"_uid": "uid-repetido"'),
    );
    await rewriteText(folders, 'home.json', (text) =>
      text.replace(/"_uid": "[^"]+"/, '"_uid": "uid-repetido"'),
    );
    const edited = await load(folders, source);
    expect(source.read.at(-1)).toEqual(['stories/agencias.json', 'stories/atm.json', 'stories/home.json']);
    expect(edited.reused).toBe(total - 3);
    expect(edited.errors.some((e) => e.code === 'duplicate_uid' && e.uid === 'uid-repetido')).toBe(true);
    await expectSameAsFresh(folders, edited);
    const again = await load(folders, source);
    expect(source.read.at(-1)).toEqual([]);
    await expectSameAsFresh(folders, again);
  }, 120_000);

  it('keeps a story that cannot be read as its problem, and reads it again once it changes', async () => {
    const folders = await copyOfBundledContent();
    await load(folders);
    await writeFile(path.join(folders.content, 'stories', 'rota.json'), '{ "id": ');
    const broken = await load(folders);
    expect(broken.readErrors.map((e) => [e.code, e.story])).toEqual([['invalid_json', 'stories/rota.json']]);
    await expectSameAsFresh(folders, await load(folders));
    await writeFile(path.join(folders.content, 'stories', 'rota.json'), '{ "id": 1 }');
    const mended = await load(folders);
    expect(mended.readErrors).toEqual([]);
    await expectSameAsFresh(folders, mended);
  }, 120_000);

  it('reads again a story edited while the load read it: it is kept under the stamp taken before', async () => {
    const folders = await copyOfBundledContent();
    await load(folders);
    await rewriteText(folders, 'atm.json', (text) => text.replace('"Cajeros', '"Cajeros antes'));
    const stamps = await new FileSource(folders.content).storyStamps();
    // Edited after the stamps were taken, before the file is read: the load reads the newer text.
    await rewriteText(folders, 'atm.json', (text) => text.replace('"Cajeros antes', '"Cajeros después'));
    const during = await checkStories(
      new FileSource(folders.content),
      new CheckedStoryCache(folders.cache),
      stamps,
    );
    await during.save();
    const source = new CountingSource(folders.content);
    const next = await load(folders, source);
    expect(source.read.at(-1)).toEqual(['stories/atm.json']);
    await expectSameAsFresh(folders, next);
  }, 120_000);

  it('reads every story from a damaged cache file, and reuses checks by content for a source without stamps', async () => {
    const folders = await copyOfBundledContent();
    const first = await load(folders);
    await writeFile(path.join(folders.cache, checkedStoriesFile), 'x'.repeat(64) + 'not v8');
    const source = new CountingSource(folders.content);
    const damaged = await load(folders, source);
    expect(source.read.at(-1)?.length).toBe(first.read);
    expect(damaged.reused).toBe(0);
    await expectSameAsFresh(folders, damaged);
    const files = new FileSource(folders.content);
    const unstamped: ContentSource = { name: files.name, loadStories: () => files.loadStories() };
    const withoutStamps = await load(folders, unstamped);
    expect(withoutStamps.reused).toBe(first.read);
    await expectSameAsFresh(folders, withoutStamps);
  }, 120_000);
});
