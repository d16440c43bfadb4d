import { mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storyOf } from '../../content/story';
import { tempFolders } from '../../test/temp-folders';
import type { PageItem } from '../render/render-pages';
import type { BuildRecord, Stamps } from './build-record';
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
const record: BuildRecord = { htmlStamps, dataStamps, pages: { '/a/': 'k1', '/404/': 'k2' } };

async function put(dir: string, file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
}

/** A live output holding both pages, stamped, and an empty staged folder. */
async function folders(): Promise<{ live: string; staged: string }> {
  const live = await tempFolder();
  const staged = await tempFolder();
  for (const file of withCompressed([...filesOfA, ...filesOf404]))
    await put(live, file, `"site-hash" ${file}`);
  return { live, staged };
}

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
  it('links every file of the kept pages from the live output when the stamps are the same', async () => {
    const { live, staged } = await folders();
    const written: string[] = [];
    const placed = await placeKeptPages({
      stagedDir: staged,
      liveDir: live,
      kept: pages,
      record,
      htmlStamps,
      dataStamps,
      writeAgain: writer(staged, written),
    });
    expect(written).toEqual([]);
    expect(placed.linkedPages).toBe(2);
    expect([...placed.linked].sort()).toEqual(withCompressed([...filesOfA, ...filesOf404]).sort());
    for (const file of placed.linked) {
      const [a, b] = await Promise.all([stat(path.join(live, file)), stat(path.join(staged, file))]);
      expect(b.ino, file).toBe(a.ino);
    }
  });

  it('writes every kept page again, stamped, when the stamps changed', async () => {
    const { live, staged } = await folders();
    const written: string[] = [];
    const newStamps: Stamps = [['code-hash', 'new-site-hash']];
    const placed = await placeKeptPages({
      stagedDir: staged,
      liveDir: live,
      kept: pages,
      record,
      htmlStamps: newStamps,
      dataStamps: newStamps,
      writeAgain: writer(staged, written),
    });
    expect(written.sort()).toEqual(['/404/', '/a/']);
    expect(placed).toMatchObject({ linkedPages: 0, writtenPages: 2 });
    expect(placed.linked.size).toBe(0);
    for (const file of [...filesOfA, ...filesOf404]) {
      expect(await readFile(path.join(staged, file), 'utf8')).toBe(`"new-site-hash" ${file}`);
    }
  });

  it('writes a page again, and leaves none of its links, when the live output lacks one of its files', async () => {
    const { live, staged } = await folders();
    await unlink(path.join(live, '404.html.gz'));
    const written: string[] = [];
    const placed = await placeKeptPages({
      stagedDir: staged,
      liveDir: live,
      kept: pages,
      record,
      htmlStamps,
      dataStamps,
      writeAgain: writer(staged, written),
    });
    expect(written).toEqual(['/404/']);
    expect([...placed.linked].sort()).toEqual(withCompressed(filesOfA).sort());
    // The not-found page's files are the ones written again, stamped; its compressed copies are not there.
    expect(await readFile(path.join(staged, '404.html'), 'utf8')).toBe('"site-hash" 404.html');
    await expect(stat(path.join(staged, '404.html.br'))).rejects.toThrow(/ENOENT/);
  });

  it('writes every kept page when there is no record of the live output', async () => {
    const { live, staged } = await folders();
    const written: string[] = [];
    await placeKeptPages({
      stagedDir: staged,
      liveDir: live,
      kept: pages,
      record: null,
      htmlStamps,
      dataStamps,
      writeAgain: writer(staged, written),
    });
    expect(written.sort()).toEqual(['/404/', '/a/']);
  });
});
