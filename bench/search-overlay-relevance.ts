/**
 * What the search index's overlay does to relevance (issue 41; docs/decisions/0015-search-index-in-parts.md,
 * "Third round"): the bundled site's search documents (from its page cache) indexed once as one part, and
 * again as a base made before `n` pages changed plus an overlay of those pages, the base's old entries
 * superseded. Both are scored on the judged and held-out query sets through the site's search code. The
 * bundled site never has an overlay (its one part is under overlay.ts `overlayMinPartPages`): this forces one.
 *
 *   tsx bench/search-overlay-relevance.ts <CACHE_DIR of the built bundled site> <its output> <work folder> [n]
 */
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { siteSearch } from '../src/config/search';
import { writeSearchIndex } from '../src/site-builder/search/search-index';
import type { SearchDocs } from '../src/site-builder/search/search-docs';
import { isIndexedPage } from '../src/site-builder/search/search-index';
import { cachedSearchDocs } from './cached-search-docs';
import { measureFreshHeldOut, measureHeldOut, measureRelevance } from './search-relevance';

const [cacheArg, siteArg, workArg, countArg] = process.argv.slice(2);
if (!cacheArg || !siteArg || !workArg) {
  console.error(
    'usage: tsx bench/search-overlay-relevance.ts <cache folder> <site folder> <work folder> [n]',
  );
  process.exit(1);
}
const work = path.resolve(workArg);
const overlaid = Number(countArg ?? 8);

async function index(name: string, docs: SearchDocs, cacheDir: string, liveDir?: string): Promise<string> {
  const out = path.join(work, name);
  await mkdir(out, { recursive: true });
  const result = await writeSearchIndex(docs, {
    outDir: out,
    liveDir,
    cacheDir,
    wasmCacheDir: path.join(work, 'wasm'),
    useCache: true,
    overlayMinPartPages: 1,
  });
  console.log(`${name}: ${JSON.stringify({ ...result, kept: result.kept.length })}`);
  // The parts the live output kept, and the editors' rules, as the site has them.
  for (const file of result.kept) await cp(path.join(liveDir ?? '', file), path.join(out, file));
  const rules = path.join(siteSearch.indexFolder, siteSearch.rulesFile);
  await cp(path.join(siteArg ?? '', rules), path.join(out, rules));
  return out;
}

async function score(label: string, siteDir: string): Promise<void> {
  const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
  for (const [set, measure] of [
    ['judged', measureRelevance],
    ['held-out', measureHeldOut],
    ['fresh held-out', measureFreshHeldOut],
  ] as const) {
    const s = await measure(siteDir);
    console.log(
      `${label}, ${set}: P@1 ${percent(s.precisionAt1)}, MRR ${s.meanReciprocalRank.toFixed(3)} (${s.queries} queries)`,
    );
  }
}

await rm(work, { recursive: true, force: true });
const docs = await cachedSearchDocs(cacheArg);
const pages = docs.pages.filter(isIndexedPage).map((page) => page.path);
// Pages spread over the site; each had another sentence in the base, and the overlay holds them as they are.
const changed = pages
  .filter((_, i) => i % Math.max(1, Math.floor(pages.length / overlaid)) === 0)
  .slice(0, overlaid);
const oneIndex = await index('one-index', docs, path.join(work, 'cache-one'));
const base = await index('base', await cachedSearchDocs(cacheArg, changed), path.join(work, 'cache-overlay'));
const withOverlay = await index('overlay', docs, path.join(work, 'cache-overlay'), base);
await score('one index', oneIndex);
await score(`overlay of ${changed.length}`, withOverlay);
