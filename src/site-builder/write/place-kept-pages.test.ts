import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storyOf } from '../../content/story';
import { tempFolders } from '../../test/temp-folders';
import type { PageItem } from '../render/render-pages';
import type { BuildRecord, Stamps } from './build-record';
import type { LiveOutput } from './live-output';
import { placeKeptPages, type PlaceInput } from './place-kept-pages';

const tempFolder = tempFolders('place-kept-pages-');

const item = (routePath: string, notFound = false): PageItem => ({
  route: {
    path: routePath,
    story: storyOf({
      id: 1,
      uuid: 'u',
      name: 'n',
      slug: 's',
      full_slug: 's',
      content: { component: 'page', _uid: 'p' },
    }),
  },
  notFound,
});

const pages = [item('/a/'), item('/404/', true)];
/** Each page's files, relative to the output, with their compressed copies. */
const filesOfA = ['a/index.html', 'assets/data/a/index.json'];
const filesOf404 = ['404/index.html', '404.html', 'assets/data/404/index.json'];
const withCompressed = (files: string[]) => files.flatMap((file) => [file, `${file}.br`, `${file}.gz`]);

const htmlStamps: Stamps = [['code-hash', 'site-hash']];
const dataStamps: Stamps = [['code-hash', 'site-hash']];
const record: BuildRecord = { htmlStamps, dataStamps, pages: { '/a/': 'k1', '/404/': 'k2' }, files: {} };

async function put(dir: string, file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
}

/** A live output holding both pages (by its file list, as the build record gives it). */
function liveWith(files: string[]): LiveOutput {
  return { files: new Map(files.map((file) => [file, 10])), source: 'record' };
}
const bothPages = () => liveWith(withCompressed([...filesOfA, ...filesOf404]));

/** Writes pages as the page cache would, with the code hash, and notes which. */
function writer(staged: string, written: string[]): PlaceInput['writeAgain'] {
  return async (items) => {
    for (const page of items) {
      written.push(page.route.path);
      const files = page.notFound ? filesOf404 : filesOfA;
      for (const file of files) await put(staged, file, `"code-hash" ${file}`);
    }
  };
}

describe('placeKeptPages', () => {
  it('keeps every file of the kept pages, writing nothing, when the stamps are the same', async () => {
    const staged = await tempFolder();
    const written: string[] = [];
    const placed = await placeKeptPages({
      stagedDir: staged,
      live: bothPages(),
      kept: pages,
      record,
      htmlStamps,
      dataStamps,
      writeAgain: writer(staged, written),
    });
    expect(written).toEqual([]);
    expect(placed.keptPages).toBe(2);
    expect([...placed.kept].sort()).toEqual(withCompressed([...filesOfA, ...filesOf404]).sort());
    expect(await readdir(staged)).toEqual([]);
  });

  it('writes every kept page again, stamped, when the stamps changed', async () => {
    const staged = await tempFolder();
    const written: string[] = [];
    const newStamps: Stamps = [['code-hash', 'new-site-hash']];
    const placed = await placeKeptPages({
      stagedDir: staged,
      live: bothPages(),
      kept: pages,
      record,
      htmlStamps: newStamps,
      dataStamps: newStamps,
      writeAgain: writer(staged, written),
    });
    expect(written.sort()).toEqual(['/404/', '/a/']);
    expect(placed).toMatchObject({ keptPages: 0, writtenPages: 2 });
    expect(placed.kept.size).toBe(0);
    for (const file of [...filesOfA, ...filesOf404]) {
      expect(await readFile(path.join(staged, file), 'utf8')).toBe(`"new-site-hash" ${file}`);
    }
  });

  it('writes a page again when the live output lacks one of its files', async () => {
    const staged = await tempFolder();
    const written: string[] = [];
    const placed = await placeKeptPages({
      stagedDir: staged,
      live: liveWith(withCompressed([...filesOfA, ...filesOf404]).filter((file) => file !== '404.html.gz')),
      kept: pages,
      record,
      htmlStamps,
      dataStamps,
      writeAgain: writer(staged, written),
    });
    expect(written).toEqual(['/404/']);
    expect([...placed.kept].sort()).toEqual(withCompressed(filesOfA).sort());
    expect(await readFile(path.join(staged, '404.html'), 'utf8')).toBe('"site-hash" 404.html');
  });

  it('writes every kept page when there is no record of the live output', async () => {
    const staged = await tempFolder();
    const written: string[] = [];
    await placeKeptPages({
      stagedDir: staged,
      live: bothPages(),
      kept: pages,
      record: null,
      htmlStamps,
      dataStamps,
      writeAgain: writer(staged, written),
    });
    expect(written.sort()).toEqual(['/404/', '/a/']);
  });
});
