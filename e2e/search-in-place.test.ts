/**
 * The site search updated in place (issue 41, acceptance 3; docs/decisions/0015-search-index-in-parts.md):
 * after a one-page edit the page is found by its new words and no longer by its old ones, searched through
 * the site's own search code and Pagefind's own script, and only the edited page's part of the index was
 * made again and written; the others were left in the live output as they were (kept-parts.ts).
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lexiconOf, searchSite } from '../src/search/pagefind-client';
import { noRules } from '../src/search/query/search-rules';
import { searchDocument } from '../src/site-builder/search/search-document.mjs';
import { SearchDocs } from '../src/site-builder/search/search-docs';
import { linkKeptFiles } from '../src/site-builder/search/kept-parts';
import { writeSearchIndex } from '../src/site-builder/search/search-index';
import { tempFolders } from '../src/test/temp-folders';
import { pagefindInNode } from './support/pagefind-in-node';

const folder = tempFolders('search-in-place-');
const realFetch = globalThis.fetch;
afterAll(() => {
  globalThis.fetch = realFetch;
});

/** Twelve pages in four parts; the edited one says `text`. */
function site(edited: string): SearchDocs {
  const docs = new SearchDocs({ readSearch: () => Promise.resolve(null) });
  for (let i = 0; i < 12; i++) {
    const route = `/seccion/pagina-${i}/`;
    const text = i === 5 ? edited : `Información general de la página número ${i}`;
    const doc = searchDocument({
      lang: 'es',
      title: `Página ${i}`,
      main: `<h1>Página ${i}</h1><p>${text}</p>`,
    });
    docs.add({ path: route, notFound: false, key: `key-${i}` }, doc, false);
  }
  return docs;
}

async function foundUrls(siteDir: string, query: string): Promise<string[]> {
  const api = await pagefindInNode(siteDir);
  const outcome = await searchSite(query, 20, api, {
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
    expect(first).toEqual({ pages: 12, parts: 4, indexed: 4, left: 0, kept: [] });
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
