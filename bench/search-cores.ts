/**
 * Cold indexing of the search index's parts on both cores (issue 41; docs/decisions/0015-search-index-in-parts.md):
 * two parts of ~2,520 pages (5,045 of the cached pages), indexed by the search phase's own code one after the
 * other (`partsAtOnce` 1, one Pagefind process) and both at once (2, the build's setting: a Pagefind process
 * each, pagefind-processes.ts), alternately, twice each, so a change in the machine's load falls on both.
 *
 *   tsx bench/search-cores.ts <CACHE_DIR of a built site> <work folder>
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { partOf } from '../src/site-builder/search/index-parts';
import { SearchDocs } from '../src/site-builder/search/search-docs';
import { writeSearchIndex } from '../src/site-builder/search/search-index';
import { cachedSearchDocs } from './cached-search-docs';

const [cacheArg, workArg] = process.argv.slice(2);
if (!cacheArg || !workArg) {
  console.error('usage: tsx bench/search-cores.ts <cache folder> <work folder>');
  process.exit(1);
}
const work = path.resolve(workArg);

/** The cached pages of two of four parts: ~5,000 pages, split in two by the same hash. */
async function twoParts(): Promise<SearchDocs> {
  const all = await cachedSearchDocs(cacheArg ?? '');
  const docs = new SearchDocs({
    readSearch: (key) => all.read({ key, path: key, notFound: false, hash: '' }),
  });
  for (const page of all.pages) {
    if (partOf(page.path, 4) > 1) continue;
    docs.pages.push(page);
  }
  return docs;
}

async function index(docs: SearchDocs, name: string, partsAtOnce: number, pagesPerPart: number) {
  const dir = path.join(work, name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return writeSearchIndex(docs, {
    outDir: path.join(dir, 'out'),
    cacheDir: path.join(dir, 'cache'),
    wasmCacheDir: path.join(dir, 'wasm'),
    useCache: false,
    pagesPerPart,
    partsAtOnce,
  });
}

async function timed(label: string, run: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await run();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const docs = await twoParts();
console.log(`${docs.pages.length} pages in two parts`);
for (const round of [1, 2]) {
  await timed(`round ${round}: one part after the other`, () => index(docs, 'sequential', 1, 3000));
  await timed(`round ${round}: both at once, a Pagefind process each`, () =>
    index(docs, 'concurrent', 2, 3000),
  );
}
