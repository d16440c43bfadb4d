import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { indexedPages, partPagesFile, readPartPages, savePartPages } from './part-pages';

const folder = tempFolders('part-pages-');

/** A fragment as Pagefind writes it: gzip of its signature and the page's JSON. */
async function fragment(dir: string, id: string, page: object): Promise<void> {
  await mkdir(path.join(dir, 'fragment'), { recursive: true });
  const body = gzipSync(Buffer.from(`pagefind_dcd${JSON.stringify(page)}`));
  await writeFile(path.join(dir, 'fragment', `${id}.pf_fragment`), body);
}

describe("an index's pages and their Pagefind ids", () => {
  it("are read from its fragments, each matched to its page by the fragment's URL, sorted by route", async () => {
    const dir = await folder();
    await fragment(dir, 'es_bbb', { url: '/b/', content: 'Texto b' });
    await fragment(dir, 'es_aaa', { url: '/a/', content: 'Texto a' });
    const pages = [
      { path: '/b/', hash: 'hb' },
      { path: '/a/', hash: 'ha' },
    ];
    expect(await indexedPages(dir, pages)).toEqual([
      { route: '/a/', hash: 'ha', id: 'es_aaa' },
      { route: '/b/', hash: 'hb', id: 'es_bbb' },
    ]);
  });

  it('name the fragment and the folder when a fragment is not one of the pages', async () => {
    const dir = await folder();
    await fragment(dir, 'es_zzz', { url: '/otra/' });
    await expect(indexedPages(dir, [{ path: '/a/', hash: 'ha' }])).rejects.toThrow(
      `The search index fragment es_zzz.pf_fragment in ${dir} names no indexed page (/otra/)`,
    );
  });

  it('list a page Pagefind left out (no fragment) with no id, so that it is neither superseded nor new next time', async () => {
    const dir = await folder();
    await fragment(dir, 'es_aaa', { url: '/a/' });
    expect(
      await indexedPages(dir, [
        { path: '/b/', hash: 'hb' },
        { path: '/a/', hash: 'ha' },
      ]),
    ).toEqual([
      { route: '/a/', hash: 'ha', id: 'es_aaa' },
      { route: '/b/', hash: 'hb', id: null },
    ]);
  });

  it('are saved beside the index and read back; an unreadable or missing file makes the folder no base', async () => {
    const dir = await folder();
    const saved = { part: 2, count: 4, pages: [{ route: '/a/', hash: 'ha', id: 'es_aaa' }] };
    await savePartPages(dir, saved);
    expect(await readPartPages(dir)).toEqual(saved);
    await writeFile(path.join(dir, partPagesFile), '{"part":2');
    expect(await readPartPages(dir)).toBeNull();
    await writeFile(path.join(dir, partPagesFile), '{"part":"2","count":4,"pages":[]}');
    expect(await readPartPages(dir)).toBeNull();
    expect(await readPartPages(await folder())).toBeNull();
  });
});
