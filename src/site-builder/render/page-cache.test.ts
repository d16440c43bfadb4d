import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { PageCache } from './page-cache';

const tempFolder = tempFolders('page-cache-');
const page = (text: string) => `<!DOCTYPE html><html><body>${text}</body></html>`;
const doc = (text: string) => `<main data-pagefind-body>${text}</main>`;

async function cache(): Promise<{ dir: string; cache: PageCache }> {
  const dir = await tempFolder();
  return { dir, cache: new PageCache(dir) };
}

describe('PageCache', () => {
  it('prunes only once unused pages outnumber the used ones, counting a page, its search document and panel words once', async () => {
    const { dir, cache: pages } = await cache();
    for (let i = 0; i < 60; i++) await pages.write(`used-${i}`, page(String(i)), 'w', doc(String(i)));
    for (let i = 0; i < 150; i++) await pages.write(`old-${i}`, page(String(i)), 'w', doc(String(i)));
    const used = new Set(Array.from({ length: 60 }, (_, i) => `used-${i}`));
    // 210 pages in 630 files, against a limit of 60 * 2 + 100 = 220 pages: nothing goes.
    expect(await pages.prune(used)).toBe(0);
    expect(await readdir(dir)).toHaveLength(630);
  });

  it('gives back a stored page with its search document, and its panel words when it has lazy panels', async () => {
    const { cache: pages } = await cache();
    expect(await pages.write('plain', page('a'), null, doc('a'))).toBe(true);
    await pages.write('tabbed', page('b'), 'col-sm-5\ntab-pane', doc('b'));
    expect(await pages.keys()).toEqual(new Set(['plain', 'tabbed']));
    expect(await pages.read('plain', false)).toEqual({ html: page('a'), panelWords: null, search: doc('a') });
    expect(await pages.read('tabbed', true)).toEqual({
      html: page('b'),
      panelWords: 'col-sm-5\ntab-pane',
      search: doc('b'),
    });
    expect(await pages.readSearch('tabbed')).toBe(doc('b'));
  });

  it('counts a page with lazy panels as not stored when its panel words are missing', async () => {
    const { cache: pages } = await cache();
    await pages.write('old', page('a'), null, doc('a'));
    expect(await pages.read('old', true)).toBeNull();
    expect(await pages.read('missing', false)).toBeNull();
  });

  it('counts a page stored without its search document as not stored', async () => {
    const { dir, cache: pages } = await cache();
    await writeFile(path.join(dir, 'before-search.html'), page('a'));
    expect(await pages.keys()).toEqual(new Set(['before-search']));
    expect(await pages.read('before-search', false)).toBeNull();
  });

  it('counts a damaged page as not stored', async () => {
    const { dir, cache: pages } = await cache();
    await writeFile(path.join(dir, 'cut.html'), '<!DOCTYPE html><html><body>half');
    expect(await pages.read('cut', false)).toBeNull();
  });

  it('prunes unused pages with their panel words, and keeps the used ones whole', async () => {
    const { dir, cache: pages } = await cache();
    await pages.write('used', page('u'), 'w', doc('u'));
    for (let i = 0; i < 120; i++) await pages.write(`stale-${i}`, page(String(i)), 'w', doc(String(i)));
    expect(await pages.prune(new Set(['used']))).toBe(360);
    expect((await readdir(dir)).sort()).toEqual(['used.html', 'used.panel-words.txt', 'used.search.html']);
    expect(await pages.read('used', true)).toEqual({ html: page('u'), panelWords: 'w', search: doc('u') });
  });
});
