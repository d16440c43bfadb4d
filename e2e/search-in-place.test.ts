/**
 * The site search updated in place (issue 41, acceptance 3; docs/decisions/0015-search-index-in-parts.md):
 * after a one-page edit the page is found by its new words and no longer by its old ones, searched through
 * the site's own search code and Pagefind's own script, and only the edited page's part of the index was
 * made again and written; the others were left in the live output as they were (kept-parts.ts). With parts
 * large enough for an overlay (overlay.ts), an edit and a removal leave every part as it was: the edited
 * page is indexed in the overlay and its part's old entry, like the removed page's, is superseded; past the
 * fold limit the part is indexed again and its pages leave the overlay.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lexiconOf, searchSite } from '../src/search/pagefind-client';
import { noRules } from '../src/search/query/search-rules';
import type { SearchDocs } from '../src/site-builder/search/search-docs';
import { linkKeptFiles } from '../src/site-builder/search/kept-parts';
import { writeSearchIndex } from '../src/site-builder/search/search-index';
import { partOf } from '../src/site-builder/search/index-parts';
import { readFile } from 'node:fs/promises';
import { sectionPages } from '../src/test/section-pages';
import { tempFolders } from '../src/test/temp-folders';
import { pagefindInNode } from './support/pagefind-in-node';

const folder = tempFolders('search-in-place-');
const realFetch = globalThis.fetch;
afterAll(() => {
  globalThis.fetch = realFetch;
});

/** Twelve pages; page 5 says `edited`. */
function site(edited: string): SearchDocs {
  return sectionPages(12, { '/seccion/pagina-5/': edited });
}

async function foundUrls(siteDir: string, query: string): Promise<string[]> {
  const api = await pagefindInNode(siteDir);
  const outcome = await searchSite(query, 100, api, {
    rules: { ...noRules, pinnedPages: {} },
    lexicon: lexiconOf(),
  });
  return outcome?.hits.map((hit) => hit.url) ?? [];
}

describe('the site search after a one-page edit', () => {
  it('finds the page by its new words, no longer by its old ones, with only its part indexed again', async () => {
    const cacheRoot = await folder();
    const options = {
      cacheDir: path.join(cacheRoot, 'search'),
      wasmCacheDir: path.join(cacheRoot, 'search-wasm'),
      useCache: true,
      pagesPerPart: 4,
    };
    const before = await folder();
    const first = await writeSearchIndex(site('Abrí tu hipoteca verde en línea'), {
      outDir: before,
      ...options,
    });
    expect(first).toEqual({
      pages: 12,
      parts: 4,
      overlay: 0,
      superseded: 0,
      indexed: 4,
      left: 0,
      copied: 4,
      kept: [],
    });
    expect(await foundUrls(before, 'hipoteca')).toEqual(['/seccion/pagina-5/']);
    // Every part is searched: a word of every page finds all twelve.
    expect(await foundUrls(before, 'página')).toHaveLength(12);

    // The next build's staged output, which holds only the edited part; the others stay the live output's,
    // linked in as the build does before the swap (build-site.ts).
    const after = await folder();
    const second = await writeSearchIndex(site('Pedí tu jubilación programada sin filas'), {
      outDir: after,
      liveDir: before,
      ...options,
    });
    expect(second).toMatchObject({ pages: 12, parts: 4, indexed: 1, left: 3 });
    await linkKeptFiles(second.kept, before, after);
    expect(await foundUrls(after, 'jubilación')).toEqual(['/seccion/pagina-5/']);
    expect(await foundUrls(after, 'hipoteca')).toEqual([]);
    expect(await foundUrls(after, 'página')).toHaveLength(12);
  });
});

/** Sixty pages in four parts of about fifteen; `texts` gives some pages their own text, `null` removes one. */
function largerSite(texts: Record<string, string | null>): SearchDocs {
  return sectionPages(60, texts);
}

/** The list of parts the browser reads: its folders and superseded ids. */
async function partList(siteDir: string): Promise<{ parts: string[]; superseded?: string[] }> {
  return JSON.parse(await readFile(path.join(siteDir, 'pagefind', 'index-parts.json'), 'utf8')) as {
    parts: string[];
    superseded?: string[];
  };
}

describe('the site search with an overlay of changed pages', () => {
  it('finds an edited page by its new words only, a removed page not at all, and folds the overlay back into its part', async () => {
    const routes = Array.from({ length: 60 }, (_, i) => `/seccion/pagina-${i}/`);
    const inPart = (part: number) => routes.filter((route) => partOf(route, 4) === part);
    // A part holds a tenth of its pages in the overlay: one change in a part of 10–19 pages, two fold it.
    const [editedPart, otherPart] = [0, 1, 2, 3]
      .filter((part) => inPart(part).length >= 10 && inPart(part).length < 20)
      .slice(0, 2);
    if (editedPart === undefined || otherPart === undefined) throw new Error('no two parts of 10–19 pages');
    const [edited = '', editedLater = ''] = inPart(editedPart);
    const [removed = ''] = inPart(otherPart);
    const cacheRoot = await folder();
    const options = {
      cacheDir: path.join(cacheRoot, 'search'),
      wasmCacheDir: path.join(cacheRoot, 'search-wasm'),
      useCache: true,
      pagesPerPart: 16,
      overlayMinPartPages: 10,
    };
    const build = async (texts: Record<string, string | null>, live?: string) => {
      const out = await folder();
      const result = await writeSearchIndex(largerSite(texts), { outDir: out, liveDir: live, ...options });
      if (live) await linkKeptFiles(result.kept, live, out);
      return { out, result };
    };
    const old = {
      [edited]: 'Abrí tu hipoteca verde en línea',
      [removed]: 'Ahorro navideño con premios',
      [editedLater]: 'Seguro de vida familiar',
    };

    const cold = await build(old);
    expect(cold.result).toMatchObject({ parts: 4, overlay: 0, superseded: 0, indexed: 4 });
    expect(await partList(cold.out)).toEqual({ parts: ['part-1', 'part-2', 'part-3'] });
    expect(await foundUrls(cold.out, 'hipoteca')).toEqual([edited]);

    // An edit: the overlay alone is indexed; every part is left as it was.
    const newWords = { ...old, [edited]: 'Pedí tu jubilación programada sin filas' };
    const edit = await build(newWords, cold.out);
    expect(edit.result).toMatchObject({ parts: 4, overlay: 1, superseded: 1, indexed: 1, left: 4 });
    expect((await partList(edit.out)).parts).toEqual(['part-1', 'part-2', 'part-3', 'overlay']);
    expect(await foundUrls(edit.out, 'jubilación')).toEqual([edited]);
    expect(await foundUrls(edit.out, 'hipoteca')).toEqual([]);
    expect(await foundUrls(edit.out, 'página')).toHaveLength(60);

    // A removal in another part: superseded with no new index (the overlay's pages are the same).
    const withoutOne = { ...newWords, [removed]: null };
    const removal = await build(withoutOne, edit.out);
    expect(removal.result).toMatchObject({ overlay: 1, superseded: 2, indexed: 0, left: 5 });
    expect(await foundUrls(removal.out, 'navideño')).toEqual([]);
    expect(await foundUrls(removal.out, 'jubilación')).toEqual([edited]);
    expect(await foundUrls(removal.out, 'página')).toHaveLength(59);

    // A second edit in the edited page's part passes its limit: the part is indexed again, the overlay
    // emptied; the removal stays superseded in its own part.
    const folded = await build(
      { ...withoutOne, [editedLater]: 'Cobertura odontológica para tu familia' },
      removal.out,
    );
    expect(folded.result).toMatchObject({ overlay: 0, superseded: 1, indexed: 1, left: 3 });
    const list = await partList(folded.out);
    expect(list.parts).not.toContain('overlay');
    expect(list.superseded).toHaveLength(1);
    expect(await foundUrls(folded.out, 'odontológica')).toEqual([editedLater]);
    expect(await foundUrls(folded.out, 'vida')).toEqual([]);
    expect(await foundUrls(folded.out, 'jubilación')).toEqual([edited]);
    expect(await foundUrls(folded.out, 'navideño')).toEqual([]);
    expect(await foundUrls(folded.out, 'página')).toHaveLength(59);
  }, 120_000);
});
