/**
 * The site search's index (docs/behaviour.md "Site search"; docs/decisions/0005-site-search-pagefind.md):
 * Pagefind indexes the search document of every public page (search-document.mjs) and writes its index
 * and browser script into `{outDir}/pagefind/`, inside the staged output, so the index is swapped in with
 * the pages it describes.
 *
 * Pagefind has no incremental index: its word index is one whole, split by words, not by pages. So the
 * build is incremental where it can be: an unchanged page's document comes from the page cache (it is not
 * rendered or read again), and the written index is kept in the build cache under a key made of every
 * indexed page's route and document hash. A build whose indexed pages are all unchanged (also after a
 * code change that re-renders every page to the same text) copies the index and never starts Pagefind; one
 * where any page changed indexes every page again (~1 ms a page, measured in `npm run bench`).
 */
import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { PagefindIndex } from 'pagefind';
import { siteSearch } from '../../config/search';
import { BuildError } from '../../common/errors';
import { insideFolder } from '../../common/inside-folder';
import { withPrefix } from '../../config/site-paths';
import type { SearchDocRef, SearchDocs } from './search-docs';
import { projectRoot } from '../../config/project-paths';
import { isPublicRoute } from '../../content/routes/public-routes';
import { isRedirectSource } from '../../runtime/redirects';
import { addWasmBrotli } from './wasm-brotli';
import { LexiconWords } from './lexicon';

/**
 * Words' page lists per index chunk (Pagefind's default is 20,000). A query downloads the chunks holding
 * its words, and the metadata file, which every first query downloads, lists the chunks. Measured with
 * `BENCH_ONLY=search npm run bench` and on the 1,000-page synthetic space (bench/generate-space.ts):
 *
 * | chunk size | bundled site: first query / later query | 1,000 pages: metadata, average chunk |
 * | 20,000 | (chunks of ~28 kB) | 8.8 kB, 19 kB |
 * | 5,000 | 89 kB / 14 kB | 10.1 kB, 5.8 kB |
 * | 2,500 | 83 kB / 9 kB | 11.4 kB, 3.3 kB |
 * | 1,200 | 80 kB / 7 kB | (more files for little gain) |
 *
 * The metadata grows mostly with the pages, not the chunks, so smaller chunks pay at every size.
 * Pagefind reads the size from the environment under a name it calls unstable: if a release drops it, the
 * index still works with the default chunks, and the bench's figure shows it.
 */
const indexChunkSize = 2500;
const chunkSizeVariable = 'PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE';
/** Part of the cache key: an index cached before the lexicon was written with it is not used. */
const lexiconFormat = 'lexicon-1';

/** Files of Pagefind's bundle the site uses: its search script, entry, metadata, WebAssembly and chunks. */
const usedFile = /^(pagefind\.js|pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|wasm\.[\w-]+\.pagefind)$/;
const usedFolders = new Set(['index', 'fragment', 'filter', siteSearch.lexiconFolder]);

/**
 * A page the search finds: a public route (not a preview screen, the not-found page or a retired page) that
 * is not a redirect (/banca-movil-descarga/ would win 'mi bancazul' over the page it sends visitors to).
 */
export function isIndexedPage(ref: Pick<SearchDocRef, 'path' | 'notFound'>): boolean {
  return !ref.notFound && isPublicRoute(ref.path) && !isRedirectSource(ref.path);
}

/** The installed Pagefind's version (its package exports do not list its package.json). */
async function pagefindVersion(): Promise<string> {
  const manifest = path.join(projectRoot, 'node_modules', 'pagefind', 'package.json');
  const text = await readFile(manifest, 'utf8').catch(() => '{}');
  return (JSON.parse(text) as { version?: string }).version ?? 'unknown';
}

/** The build cache key of an index: Pagefind's version, its settings and every indexed page's document. */
export function searchIndexKey(pages: readonly SearchDocRef[], version: string): string {
  const entries = pages
    .map((page): [string, string] => [page.path, page.hash])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([version, indexChunkSize, lexiconFormat, entries]))
    .digest('hex')
    .slice(0, 40);
}

async function isFolder(dir: string): Promise<boolean> {
  return stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

/** Removes what Pagefind writes that the site never loads: its UIs, highlighter, worker and unused WebAssembly. */
async function dropUnusedFiles(bundleDir: string): Promise<void> {
  const entry = JSON.parse(await readFile(path.join(bundleDir, 'pagefind-entry.json'), 'utf8')) as {
    languages?: Record<string, { wasm?: string | null }>;
  };
  const wasm = new Set(Object.values(entry.languages ?? {}).map((language) => language.wasm ?? 'unknown'));
  for (const item of await readdir(bundleDir, { withFileTypes: true })) {
    const used = item.isDirectory()
      ? usedFolders.has(item.name)
      : usedFile.test(item.name) &&
        (!item.name.startsWith('wasm.') || wasm.has(item.name.split('.')[1] ?? ''));
    if (!used) await rm(path.join(bundleDir, item.name), { recursive: true, force: true });
  }
}

/** Documents read ahead of the one being sent to Pagefind, and additions awaiting its answer. */
const inFlight = 16;

/**
 * Pagefind numbers pages in the order they are added, so they are added in the order of their routes: the
 * same pages give the same index, whichever order they were rendered in. Pagefind's process answers in
 * order, so at most `inFlight` documents wait in its pipe.
 */
async function addInOrder(
  index: PagefindIndex,
  pages: readonly SearchDocRef[],
  docs: SearchDocs,
  lexicon: LexiconWords,
): Promise<void> {
  const sorted = [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const reads = new Map<number, Promise<string>>();
  const read = (i: number) => {
    const page = sorted[i];
    if (page) reads.set(i, docs.read(page));
  };
  for (let i = 0; i < inFlight; i++) read(i);
  const adding: Promise<void>[] = [];
  for (const [i, page] of sorted.entries()) {
    const content = await reads.get(i);
    reads.delete(i);
    if (content) lexicon.add(content);
    read(i + inFlight);
    adding.push(
      index.addHTMLFile({ url: withPrefix(page.path), content: content ?? '' }).then((added) => {
        if (added.errors.length > 0) throw indexError(`could not index ${page.path}`, added.errors);
      }),
    );
    if (adding.length >= inFlight) await adding.shift();
  }
  await Promise.all(adding);
}

async function runPagefind(
  pages: readonly SearchDocRef[],
  docs: SearchDocs,
  bundleDir: string,
): Promise<void> {
  process.env[chunkSizeVariable] ??= String(indexChunkSize);
  const created = await pagefind.createIndex({ writePlayground: false });
  const index = created.index;
  if (!index) throw indexError('could not start', created.errors);
  const lexicon = new LexiconWords();
  try {
    await addInOrder(index, pages, docs, lexicon);
    const written = await index.writeFiles({ outputPath: bundleDir });
    if (written.errors.length > 0) throw indexError('could not write its files', written.errors);
  } finally {
    // Stops Pagefind's process; the next index starts a new one.
    await pagefind.close().catch(() => null);
  }
  await dropUnusedFiles(bundleDir);
  await lexicon.write(bundleDir);
}

function indexError(what: string, errors: readonly string[]): BuildError {
  return new BuildError('search_index_failed', `The search index ${what}: ${errors.join('; ')}`);
}

/** Keeps the index just written as the cache's only one (an older one belongs to older content). */
async function storeInCache(bundleDir: string, searchCacheDir: string, key: string): Promise<void> {
  const temp = path.join(searchCacheDir, `.tmp-${process.pid}-${randomUUID()}`);
  try {
    await mkdir(searchCacheDir, { recursive: true });
    await cp(bundleDir, temp, { recursive: true });
    await rename(temp, path.join(searchCacheDir, key));
    for (const name of await readdir(searchCacheDir)) {
      if (name !== key && !name.startsWith('.tmp-')) {
        await rm(path.join(searchCacheDir, name), { recursive: true, force: true });
      }
    }
  } catch {
    // A cache that cannot be written (or one another build just wrote) costs the next build time, not this one.
    await rm(temp, { recursive: true, force: true });
  }
}

export interface SearchIndexOptions {
  /** The staged output folder. */
  outDir: string;
  /** `{cacheDir}/build/search`. */
  cacheDir: string;
  /** `{cacheDir}/build/search-wasm`: the brotli of Pagefind's WebAssembly (wasm-brotli.ts). */
  wasmCacheDir: string;
  /** Take the index from the cache when it is there (false: `--no-cache`; the cache is refilled). */
  useCache: boolean;
}

export interface SearchIndexResult {
  /** Pages in the index. */
  pages: number;
  fromCache: boolean;
}

/** Writes `{outDir}/pagefind/` from the build's search documents, or copies it from the build cache. */
export async function writeSearchIndex(
  docs: SearchDocs,
  options: SearchIndexOptions,
): Promise<SearchIndexResult> {
  const pages = docs.pages.filter(isIndexedPage);
  const bundleDir = insideFolder(options.outDir, siteSearch.indexFolder);
  const key = searchIndexKey(pages, await pagefindVersion());
  const cached = path.join(options.cacheDir, key);
  const fromCache = options.useCache && (await isFolder(cached));
  if (fromCache) {
    await cp(cached, bundleDir, { recursive: true });
  } else {
    await runPagefind(pages, docs, bundleDir);
    await storeInCache(bundleDir, options.cacheDir, key);
  }
  // Added to the copy in the output, whichever way it came: the cached index is Pagefind's own files.
  await addWasmBrotli(bundleDir, options.wasmCacheDir);
  return { pages: pages.length, fromCache };
}
