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
async function indexedUrls(outDir: string, part = 'pagefind'): Promise<string[]> {
  const dir = path.join(outDir, part, 'fragment');
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
    expect(result).toEqual({
      pages: 2,
      parts: 1,
      overlay: 0,
      superseded: 0,
      indexed: 1,
      left: 0,
      copied: 1,
      kept: [],
    });
    expect(await indexedUrls(outDir)).toEqual(['/', '/banca-personas/remesa-azul/']);
    // The lexicon holds the indexed pages' words, folded, by first letter; none of the pages left out.
    const r = (await readFile(path.join(outDir, 'pagefind', 'lexicon', 'r.txt'), 'utf8')).split('\n');
    expect(r).toContain('remesa');
    expect(r).not.toContain('retirada');
    // Only what the site loads: no UI, highlighter, worker or playground of Pagefind's; and the lexicon.
    const files = (await readdir(path.join(outDir, 'pagefind'))).sort();
    // The metadata, and its brotli for hosts that serve precompressed files (metadata-brotli.ts).
    expect(files.filter((name) => /\.pf_meta(\.br)?$/.test(name))).toEqual([
      expect.stringMatching(/^pagefind\.es_\w+\.pf_meta$/),
      expect.stringMatching(/^pagefind\.es_\w+\.pf_meta\.br$/),
    ]);
    expect(files.filter((name) => !/\.pf_meta(\.br)?$/.test(name))).toEqual([
      'fragment',
      'index',
      // Each part's key, for the next build (kept-parts.ts).
      'index-parts-record.json',
      'index-parts.json',
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
    ).toEqual({ pages: 2, parts: 1, overlay: 0, superseded: 0, indexed: 0, left: 0, copied: 1, kept: [] });
    expect(await indexedUrls(again)).toEqual(await indexedUrls(first));
    // --no-cache indexes again.
    const noCache = await folder();
    expect(
      (await writeSearchIndex(docsOf(pages), { outDir: noCache, cacheDir, wasmCacheDir, useCache: false }))
        .indexed,
    ).toBe(1);
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
    expect(result.indexed).toBe(1);
    // The cache keeps the latest index's parts only.
    expect((await readdir(cacheDir)).filter((name) => !name.startsWith('.'))).toHaveLength(1);
  }, 60_000);
});

describe('the index in parts', () => {
  const many: [string, string][] = Array.from({ length: 12 }, (_, i) => [
    `/seccion/pagina-${i}/`,
    `Texto de la página ${i}`,
  ]);
  const partOptions = async () => {
    const cacheRoot = await folder();
    return {
      cacheDir: path.join(cacheRoot, 'search'),
      wasmCacheDir: path.join(cacheRoot, 'search-wasm'),
      useCache: true,
      pagesPerPart: 4,
    };
  };

  it("splits the pages by their route's hash into parts the browser merges: each page in one part, the script once", async () => {
    const outDir = await folder();
    const result = await writeSearchIndex(docsOf(many), { outDir, ...(await partOptions()) });
    expect(result).toEqual({
      pages: 12,
      parts: 4,
      overlay: 0,
      superseded: 0,
      indexed: 4,
      left: 0,
      copied: 4,
      kept: [],
    });
    const bundle = path.join(outDir, 'pagefind');
    const { parts } = JSON.parse(await readFile(path.join(bundle, 'index-parts.json'), 'utf8')) as {
      parts: string[];
    };
    expect(parts).toEqual(['part-1', 'part-2', 'part-3']);
    const urls = [...(await indexedUrls(outDir))];
    for (const part of parts) {
      urls.push(...(await indexedUrls(path.join(outDir, 'pagefind'), part)));
      // A merged part has its own entry, metadata and chunks; Pagefind's script and WebAssembly come from the first.
      const files = await readdir(path.join(bundle, part));
      expect(files).toContain('pagefind-entry.json');
      expect(files.some((name) => name.startsWith('wasm.') || name === 'pagefind.js')).toBe(false);
    }
    expect(urls.sort()).toEqual(many.map(([route]) => route).sort());
    // The lexicon holds every part's words.
    const p = (await readFile(path.join(bundle, 'lexicon', 'p.txt'), 'utf8')).split('\n');
    expect(p).toContain('pagina');
  }, 60_000);

  it('indexes again only the part of an edited page; the others are copied from the build cache', async () => {
    const options = await partOptions();
    const before = await folder();
    await writeSearchIndex(docsOf(many), { outDir: before, ...options });
    const edited = many.map(([route, text]): [string, string] =>
      route === '/seccion/pagina-5/' ? [route, `${text} con cuenta digital`] : [route, text],
    );
    const after = await folder();
    expect(await writeSearchIndex(docsOf(edited), { outDir: after, ...options })).toEqual({
      pages: 12,
      parts: 4,
      // Parts of three pages are indexed again on any change, never kept with an overlay (overlay.ts).
      overlay: 0,
      superseded: 0,
      indexed: 1,
      left: 0,
      copied: 4,
      kept: [],
    });
    const changed = await changedPartFolders(path.join(before, 'pagefind'), path.join(after, 'pagefind'));
    expect(changed).toHaveLength(1);
    // The one that changed holds the edited page.
    const [part = ''] = changed;
    const urls =
      part === '' ? await indexedUrls(after) : await indexedUrls(path.join(after, 'pagefind'), part);
    expect(urls).toContain('/seccion/pagina-5/');
  }, 60_000);
});

/** The part folders ('' for the first) whose Pagefind files differ between two written indexes. */
async function changedPartFolders(before: string, after: string): Promise<string[]> {
  const changed = new Set<string>();
  const files = (dir: string) => readdir(dir, { recursive: true }).then((names) => new Set(names));
  const [old, now] = await Promise.all([files(before), files(after)]);
  for (const name of new Set([...old, ...now])) {
    const [top = ''] = name.split(path.sep);
    if (top === 'lexicon' || !/\.(pf_\w+|json)$/.test(name) || /^\.?index-parts/.test(name)) continue;
    const same =
      old.has(name) &&
      now.has(name) &&
      (await readFile(path.join(before, name))).equals(await readFile(path.join(after, name)));
    if (!same) changed.add(/^part-\d+$/.test(top) ? top : '');
  }
  return [...changed].sort();
}
