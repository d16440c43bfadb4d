import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { wordListText } from '../style/page-words.mjs';
import { PageCache } from './page-cache';

const tempFolder = tempFolders('page-cache-');
const page = (text: string) => `<!DOCTYPE html><html><body>${text}</body></html>`;
const doc = (text: string) => `<main data-pagefind-body>${text}</main>`;

async function cache(): Promise<{ dir: string; cache: PageCache }> {
  const dir = await tempFolder();
  return { dir, cache: new PageCache(dir) };
}

const words = (...list: string[]) => wordListText({ words: list, chunks: ['entry-1.js'] });

describe('PageCache', () => {
  it('prunes only once unused pages outnumber the used ones, counting a page, its search document and words once', async () => {
    const { dir, cache: pages } = await cache();
    for (let i = 0; i < 60; i++) await pages.write(`used-${i}`, page(String(i)), words('w'), doc(String(i)));
    for (let i = 0; i < 150; i++) await pages.write(`old-${i}`, page(String(i)), words('w'), doc(String(i)));
    const used = new Set(Array.from({ length: 60 }, (_, i) => `used-${i}`));
    // 210 pages in 630 files, against a limit of 60 * 2 + 100 = 220 pages: nothing goes.
    expect(await pages.prune(used)).toBe(0);
    expect(await readdir(dir)).toHaveLength(630);
  });

  it('gives back a stored page, its word list and its search document', async () => {
    const { cache: pages } = await cache();
    expect(await pages.write('tabbed', page('b'), words('col-sm-5', 'tab-pane'), doc('b'))).toBe(true);
    expect(await pages.keys()).toEqual(new Set(['tabbed']));
    expect(await pages.readHtml('tabbed')).toBe(page('b'));
    expect(await pages.readWords('tabbed')).toEqual({
      words: ['col-sm-5', 'tab-pane'],
      chunks: ['entry-1.js'],
    });
    expect(await pages.readSearch('tabbed')).toBe(doc('b'));
  });

  it('gives no word list for a page stored before word lists, or with a damaged one', async () => {
    const { dir, cache: pages } = await cache();
    await writeFile(path.join(dir, 'old.html'), page('a'));
    expect(await pages.readWords('old')).toBeNull();
    await writeFile(path.join(dir, 'cut.words.txt'), 'div\nclass');
    expect(await pages.readWords('cut')).toBeNull();
    await writeFile(path.join(dir, 'odd.words.txt'), 'div\n<b>\n\n');
    expect(await pages.readWords('odd')).toBeNull();
  });

  it('counts a damaged page as not stored', async () => {
    const { dir, cache: pages } = await cache();
    await writeFile(path.join(dir, 'cut.html'), '<!DOCTYPE html><html><body>half');
    expect(await pages.readHtml('cut')).toBeNull();
    expect(await pages.readHtml('missing')).toBeNull();
  });

  it('prunes unused pages with their words and search documents, keeps the used ones whole, and never the tally', async () => {
    const { dir, cache: pages } = await cache();
    await pages.write('used', page('u'), words('u'), doc('u'));
    for (let i = 0; i < 120; i++)
      await pages.write(`stale-${i}`, page(String(i)), words('w'), doc(String(i)));
    await writeFile(pages.tallyFile, '{}');
    expect(await pages.prune(new Set(['used']))).toBe(360);
    expect((await readdir(dir)).sort()).toEqual(['used.html', 'used.search.html', 'used.words.txt']);
    expect(await pages.readHtml('used')).toBe(page('u'));
    expect(await readFile(pages.tallyFile, 'utf8')).toBe('{}');
  });
});
