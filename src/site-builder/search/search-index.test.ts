import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { searchDocument } from './search-document.mjs';
import { SearchDocs } from './search-docs';
import { isIndexedPage, writeSearchIndex } from './search-index';
import { pagefindSignature } from './wasm-brotli';

const folder = tempFolders('search-index-');

const doc = (title: string, text: string) =>
  searchDocument({ lang: 'es', title, main: `<h1>${title}</h1><p>${text}</p>` });

/** Every page the written index holds, by URL: Pagefind keeps one gzipped fragment per page. */
async function indexedUrls(outDir: string): Promise<string[]> {
  const dir = path.join(outDir, 'pagefind', 'fragment');
  const urls = await Promise.all(
    (await readdir(dir)).map(async (name) => {
      const data = gunzipSync(await readFile(path.join(dir, name)));
      // Each file starts with Pagefind's 12-byte signature, then the fragment's JSON.
      expect(data.subarray(0, 12).toString()).toBe(pagefindSignature);
      return (JSON.parse(data.subarray(12).toString()) as { url: string }).url;
    }),
  );
  return urls.sort();
}

function docsOf(pages: [path: string, text: string, notFound?: boolean][]): SearchDocs {
  const docs = new SearchDocs({ readSearch: () => Promise.resolve(null) });
  pages.forEach(([route, text, notFound = false], i) =>
    docs.add({ path: route, notFound, key: `key-${i}` }, doc(route, text), false),
  );
  return docs;
}

describe('isIndexedPage', () => {
  it('takes the public routes only, not a redirect', () => {
    expect(isIndexedPage({ path: '/banca-personas/remesa-azul/', notFound: false })).toBe(true);
    expect(isIndexedPage({ path: '/', notFound: false })).toBe(true);
    for (const route of [
      '/editor/',
      '/global/',
      '/404/',
      '/banca-personas/tarjetas-old/',
      '/banca-movil-descarga/',
    ]) {
      expect(isIndexedPage({ path: route, notFound: false }), route).toBe(false);
    }
    expect(isIndexedPage({ path: '/404/', notFound: true })).toBe(false);
  });
});

describe('writeSearchIndex', () => {
  const pages: [string, string, boolean?][] = [
    ['/', 'Bienvenida al banco'],
    ['/banca-personas/remesa-azul/', 'Cobrá tu remesa en cualquier agencia'],
    ['/banca-personas/tarjetas-old/', 'Página retirada de tarjetas'],
    ['/editor/', 'Vista previa de un borrador'],
    ['/global/', 'Menús y pie de página'],
    ['/404/', 'Página no encontrada', true],
  ];

  it('indexes every public page and none of the preview screens, the not-found page or retired pages', async () => {
    const outDir = await folder();
    const cacheRoot = await folder();
    const result = await writeSearchIndex(docsOf(pages), {
      outDir,
      cacheDir: path.join(cacheRoot, 'search'),
      wasmCacheDir: path.join(cacheRoot, 'search-wasm'),
      useCache: true,
    });
    expect(result).toEqual({ pages: 2, fromCache: false });
    expect(await indexedUrls(outDir)).toEqual(['/', '/banca-personas/remesa-azul/']);
    // The lexicon holds the indexed pages' words, folded, by first letter; none of the pages left out.
    const r = (await readFile(path.join(outDir, 'pagefind', 'lexicon', 'r.txt'), 'utf8')).split('\n');
    expect(r).toContain('remesa');
    expect(r).not.toContain('retirada');
    // Only what the site loads: no UI, highlighter, worker or playground of Pagefind's; and the lexicon.
    const files = (await readdir(path.join(outDir, 'pagefind'))).sort();
    expect(files.filter((name) => !/\.pf_meta$/.test(name))).toEqual([
      'fragment',
      'index',
      'lexicon',
      'pagefind-entry.json',
      'pagefind.js',
      'wasm.es.pagefind',
      'wasm.es.pagefind.br',
    ]);
  }, 60_000);

  it('takes an unchanged index from the build cache, and indexes again when one page changed', async () => {
    const cacheRoot = await folder();
    const cacheDir = path.join(cacheRoot, 'search');
    const wasmCacheDir = path.join(cacheRoot, 'search-wasm');
    const first = await folder();
    await writeSearchIndex(docsOf(pages), { outDir: first, cacheDir, wasmCacheDir, useCache: true });
    const again = await folder();
    expect(
      await writeSearchIndex(docsOf(pages), { outDir: again, cacheDir, wasmCacheDir, useCache: true }),
    ).toEqual({
      pages: 2,
      fromCache: true,
    });
    expect(await indexedUrls(again)).toEqual(await indexedUrls(first));
    // --no-cache indexes again.
    const noCache = await folder();
    expect(
      (await writeSearchIndex(docsOf(pages), { outDir: noCache, cacheDir, wasmCacheDir, useCache: false }))
        .fromCache,
    ).toBe(false);
    const edited = pages.map(([route, text, notFound]): [string, string, boolean?] =>
      route === '/' ? [route, `${text}, ahora con remesas`, notFound] : [route, text, notFound],
    );
    const changed = await folder();
    const result = await writeSearchIndex(docsOf(edited), {
      outDir: changed,
      cacheDir,
      wasmCacheDir,
      useCache: true,
    });
    expect(result.fromCache).toBe(false);
    // The cache keeps one index: the latest.
    expect((await readdir(cacheDir)).filter((name) => !name.startsWith('.'))).toHaveLength(1);
  }, 60_000);
});
