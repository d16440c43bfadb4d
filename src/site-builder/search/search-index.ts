/**
 * The site search's index (docs/behaviour.md "Site search"; docs/decisions/0005-site-search-pagefind.md):
 * Pagefind indexes the search document of every public page (search-document.mjs) and writes its index
 * and browser script into `{outDir}/pagefind/`, inside the staged output, so the index is swapped in with
 * the pages it describes.
 *
 * Pagefind has no incremental index: its word index is one whole, split by words, not by pages. So the
 * pages are split into parts (index-parts.ts; docs/decisions/0015-search-index-in-parts.md), each part a
 * Pagefind index kept in the build cache under a key made of its pages' routes and document hashes. An
 * unchanged page's document comes from the page cache (it is not rendered or read again); a part whose
 * pages are all unchanged is never indexed: left in the live output when that holds it unaltered
 * (kept-parts.ts), else copied from the cache; a large part with a few changed, added or removed pages
 * keeps its index, those pages going into a small overlay index and its old entries superseded (overlay.ts);
 * any other part with a change is indexed again (~1 ms a page, measured in `npm run bench`). The browser
 * merges the parts and the overlay, and drops the superseded entries.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
import { addMetadataBrotli } from './metadata-brotli';
import { closePagefind, pagefindModules, type PagefindModule } from './pagefind-processes';
import { LexiconWords } from './lexicon';
import { supersededIds, type IndexedPage } from './overlay';
import { indexedPages, readPartPages, savePartPages } from './part-pages';
import { indexChunkSize, planIndex, type IndexPart } from './index-plan';
import {
  copyPartFiles,
  liveFilesIntact,
  partFiles,
  partWordsFile,
  readPartsRecord,
  writePartsRecord,
  type PartsRecord,
} from './kept-parts';

const chunkSizeVariable = 'PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE';
/** Parts indexed at once, each in a Pagefind process of its own (pagefind-processes.ts): one a core. */
const defaultPartsAtOnce = 2;

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

/**
 * Indexes one part's pages into `partDir`: Pagefind's files the site uses, the brotli of its metadata and
 * WebAssembly (so a part left in the output keeps them too), and the pages' words.
 */
async function indexPart(
  pagefind: PagefindModule,
  part: IndexPart,
  docs: SearchDocs,
  partDir: string,
  wasmCacheDir: string,
): Promise<void> {
  const { pages } = part;
  const created = await pagefind.createIndex({ writePlayground: false });
  const index = created.index;
  if (!index) throw indexError('could not start', created.errors);
  const lexicon = new LexiconWords();
  await addInOrder(index, pages, docs, lexicon);
  const written = await index.writeFiles({ outputPath: partDir });
  if (written.errors.length > 0) throw indexError('could not write its files', written.errors);
  await index.deleteIndex().catch(() => null);
  await dropUnusedFiles(partDir);
  await addMetadataBrotli(partDir);
  await addWasmBrotli(partDir, wasmCacheDir);
  await lexicon.save(path.join(partDir, partWordsFile));
  await savePartPages(partDir, {
    part: part.part,
    count: part.count,
    pages: await indexedPages(partDir, pages),
  });
}

function indexError(what: string, errors: readonly string[]): BuildError {
  return new BuildError('search_index_failed', `The search index ${what}: ${errors.join('; ')}`);
}

/**
 * Indexes a part into the build cache (`{searchCacheDir}/{key}`), through a temporary folder renamed in
 * when whole, so a killed build never leaves a half-written part under a key.
 */
async function makePart(
  pagefind: PagefindModule,
  part: IndexPart,
  docs: SearchDocs,
  searchCacheDir: string,
  wasmCacheDir: string,
): Promise<void> {
  const temp = path.join(searchCacheDir, `.tmp-${process.pid}-${randomUUID()}`);
  const final = path.join(searchCacheDir, part.key);
  await mkdir(temp, { recursive: true });
  try {
    await indexPart(pagefind, part, docs, temp, wasmCacheDir);
    await rm(final, { recursive: true, force: true });
    await rename(temp, final);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** Indexes the parts, `partsAtOnce` at a time, each lane with a Pagefind process of its own. */
async function makeParts(
  parts: readonly IndexPart[],
  docs: SearchDocs,
  searchCacheDir: string,
  wasmCacheDir: string,
  partsAtOnce: number,
): Promise<void> {
  if (parts.length === 0) return;
  process.env[chunkSizeVariable] ??= String(indexChunkSize);
  const queue = [...parts];
  const modules = await pagefindModules(Math.min(partsAtOnce, parts.length));
  const lane = async (pagefind: PagefindModule) => {
    for (let part = queue.shift(); part; part = queue.shift())
      await makePart(pagefind, part, docs, searchCacheDir, wasmCacheDir);
  };
  try {
    await Promise.all(modules.map(lane));
  } finally {
    await closePagefind(modules);
  }
}

/** The overlay's pages as indexed (their ids), from its cached folder. */
async function overlayPagesOf(searchCacheDir: string, overlay: IndexPart): Promise<IndexedPage[]> {
  const saved = await readPartPages(path.join(searchCacheDir, overlay.key));
  if (!saved) throw indexError('lost its overlay', [`no readable pages in ${overlay.key}`]);
  return saved.pages;
}

/** Keeps in the cache only this build's parts (older ones belong to older content). */
async function dropOtherParts(searchCacheDir: string, parts: readonly IndexPart[]): Promise<void> {
  const current = new Set(parts.map((part) => part.key));
  for (const name of await readdir(searchCacheDir).catch(() => [])) {
    if (!current.has(name) && !name.startsWith('.tmp-')) {
      await rm(path.join(searchCacheDir, name), { recursive: true, force: true });
    }
  }
}

export interface SearchIndexOptions {
  /** The staged output folder. */
  outDir: string;
  /**
   * The live output the staged one replaces: a part it holds unchanged (kept-parts.ts) is left there and not
   * written into `outDir`. Unset: every part is written into `outDir`.
   */
  liveDir?: string;
  /** `{cacheDir}/build/search`: one folder a part, named by its key. */
  cacheDir: string;
  /** `{cacheDir}/build/search-wasm`: the brotli of Pagefind's WebAssembly (wasm-brotli.ts). */
  wasmCacheDir: string;
  /** Take unchanged parts from the cache (false: `--no-cache`; every part is indexed and the cache refilled). */
  useCache: boolean;
  /** Pages a part holds at most (index-parts.ts `defaultPagesPerPart`; tests use a few). */
  pagesPerPart?: number;
  /** Parts indexed at once, a Pagefind process each (the bench compares 1 and 2; unset, `defaultPartsAtOnce`). */
  partsAtOnce?: number;
  /** Parts smaller than this are indexed again on a change, never kept with an overlay (overlay.ts; tests use a few). */
  overlayMinPartPages?: number;
}

export interface SearchIndexResult {
  /** Pages in the index. */
  pages: number;
  /** Parts of the index (index-parts.ts), the overlay not counted. */
  parts: number;
  /** Pages in the overlay: changed or added since their part's base was indexed (overlay.ts). */
  overlay: number;
  /** Base entries the browser drops (`index-parts.json`'s `superseded`). */
  superseded: number;
  /** Indexes made by this build: parts, and the overlay. */
  indexed: number;
  /** Indexes (parts, the overlay) left in the live output as they were (`liveDir`). */
  left: number;
  /** Indexes copied from the build cache into the staged output. */
  copied: number;
  /** The left parts' files, relative to the output, `/`-separated: the live output's, not in `outDir`. */
  kept: string[];
}

/**
 * The file listing the parts the browser merges into the first, the overlay last, and the base entries it
 * supersedes (src/search/pagefind-client.ts); without an overlay, the parts only.
 */
async function writePartList(
  bundleDir: string,
  parts: readonly IndexPart[],
  superseded: readonly string[],
): Promise<void> {
  const merged = parts.filter((part) => part.part !== 0).map((part) => part.folder);
  const list = superseded.length > 0 ? { parts: merged, superseded } : { parts: merged };
  await writeFile(path.join(bundleDir, siteSearch.partsFile), JSON.stringify(list));
}

/** Where each part's files go: left in the live output when they are there unchanged, else copied into the staged one. */
async function placeParts(
  parts: readonly IndexPart[],
  fresh: ReadonlySet<IndexPart>,
  options: SearchIndexOptions,
  bundleDir: string,
): Promise<{ record: PartsRecord; kept: string[]; left: number; copied: number }> {
  const liveBundle = options.liveDir ? insideFolder(options.liveDir, siteSearch.indexFolder) : null;
  const live = liveBundle ? await readPartsRecord(liveBundle) : null;
  const record: PartsRecord = {};
  const kept: string[] = [];
  let left = 0;
  let copied = 0;
  for (const part of parts) {
    const { folder } = part;
    const cached = path.join(options.cacheDir, part.key);
    const files = await partFiles(cached, part.part === 0);
    const before = live?.parts[folder];
    const leave =
      liveBundle !== null &&
      !fresh.has(part) &&
      before?.key === part.key &&
      (await liveFilesIntact(cached, path.join(liveBundle, folder), files, live?.writtenAt ?? 0));
    if (leave) {
      record[folder] = before;
      kept.push(...files.map((file) => path.posix.join(siteSearch.indexFolder, folder, file)));
      left++;
    } else {
      const to = folder ? insideFolder(bundleDir, folder) : bundleDir;
      await copyPartFiles(cached, to, files);
      record[folder] = { key: part.key };
      copied++;
    }
  }
  return { record, kept, left, copied };
}

/**
 * Writes `{outDir}/pagefind/` from the build's search documents: each part indexed again when one of its
 * pages changed, left in the live output when it holds the part unchanged, or copied from the build cache.
 */
export async function writeSearchIndex(
  docs: SearchDocs,
  options: SearchIndexOptions,
): Promise<SearchIndexResult> {
  const pages = docs.pages.filter(isIndexedPage);
  const bundleDir = insideFolder(options.outDir, siteSearch.indexFolder);
  const version = await pagefindVersion();
  const plan = await planIndex(pages, options, version);
  const parts = plan.overlay ? [...plan.parts, plan.overlay] : plan.parts;
  const stale: IndexPart[] = [];
  for (const part of parts) {
    if (!options.useCache || !(await isFolder(path.join(options.cacheDir, part.key)))) stale.push(part);
  }
  await makeParts(
    stale,
    docs,
    options.cacheDir,
    options.wasmCacheDir,
    options.partsAtOnce ?? defaultPartsAtOnce,
  );
  await mkdir(bundleDir, { recursive: true });
  const { record, kept, left, copied } = await placeParts(parts, new Set(stale), options, bundleDir);
  // A superseded page's old words stay in the lexicon until its part is folded: a word no page has then
  // finds nothing, as it would without the lexicon.
  const lexicon = new LexiconWords();
  for (const part of parts) await lexicon.addSaved(path.join(options.cacheDir, part.key, partWordsFile));
  await lexicon.write(bundleDir);
  const overlayIds = plan.overlay
    ? new Set(
        (await overlayPagesOf(options.cacheDir, plan.overlay))
          .map((page) => page.id)
          .filter((id): id is string => id !== null),
      )
    : new Set<string>();
  const superseded = supersededIds(plan.superseded, overlayIds);
  await writePartList(bundleDir, parts, superseded);
  await writePartsRecord(bundleDir, record);
  await dropOtherParts(options.cacheDir, parts);
  return {
    pages: pages.length,
    parts: plan.parts.length,
    overlay: plan.overlay?.pages.length ?? 0,
    superseded: superseded.length,
    indexed: stale.length,
    left,
    copied,
    kept,
  };
}
