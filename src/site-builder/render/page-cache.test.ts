import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

const folders: string[] = [];
const page = (text: string) => `<!DOCTYPE html><html><body>${text}</body></html>`;

async function cache(): Promise<{ dir: string; cache: PageCache }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'page-cache-'));
  folders.push(dir);
  return { dir, cache: new PageCache(dir) };
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('PageCache', () => {
  it('prunes only once unused pages outnumber the used ones, counting a page and its panel words once', async () => {
    const { dir, cache: pages } = await cache();
    for (let i = 0; i < 60; i++) await pages.write(`used-${i}`, page(String(i)), 'w');
    for (let i = 0; i < 150; i++) await pages.write(`old-${i}`, page(String(i)), 'w');
    const used = new Set(Array.from({ length: 60 }, (_, i) => `used-${i}`));
    // 210 pages in 420 files, against a limit of 60 * 2 + 100 = 220 pages: nothing goes.
    expect(await pages.prune(used)).toBe(0);
    expect(await readdir(dir)).toHaveLength(420);
  });

  it('gives back a stored page, with its panel words when it has lazy panels', async () => {
    const { cache: pages } = await cache();
    await pages.write('plain', page('a'), null);
    await pages.write('tabbed', page('b'), 'col-sm-5\ntab-pane');
    expect(await pages.keys()).toEqual(new Set(['plain', 'tabbed']));
    expect(await pages.read('plain', false)).toEqual({ html: page('a'), panelWords: null });
    expect(await pages.read('tabbed', true)).toEqual({ html: page('b'), panelWords: 'col-sm-5\ntab-pane' });
  });

  it('counts a page with lazy panels as not stored when its panel words are missing', async () => {
    const { cache: pages } = await cache();
    await pages.write('old', page('a'), null);
    expect(await pages.read('old', true)).toBeNull();
    expect(await pages.read('missing', false)).toBeNull();
  });

  it('counts a damaged page as not stored', async () => {
    const { dir, cache: pages } = await cache();
    await writeFile(path.join(dir, 'cut.html'), '<!DOCTYPE html><html><body>half');
    expect(await pages.read('cut', false)).toBeNull();
  });

  it('prunes unused pages with their panel words, and keeps the used ones whole', async () => {
    const { dir, cache: pages } = await cache();
    await pages.write('used', page('u'), 'w');
    for (let i = 0; i < 120; i++) await pages.write(`stale-${i}`, page(String(i)), 'w');
    expect(await pages.prune(new Set(['used']))).toBe(240);
    expect((await readdir(dir)).sort()).toEqual(['used.html', 'used.panel-words.txt']);
    expect(await pages.read('used', true)).toEqual({ html: page('u'), panelWords: 'w' });
  });
});
