/**
 * What the site search's index is made of in a build (docs/decisions/0015-search-index-in-parts.md): each
 * part's base, kept when its changes fit the overlay (overlay.ts) or made again from its current pages, the
 * overlay of the kept bases' changed pages with the base entries they supersede, and each index's build
 * cache key. search-index.ts makes, places and lists them.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { overlayFolder, partCount, partFolder, splitIntoParts } from './index-parts';
import { changeCount, changesSince, overlayHolds, type IndexedPage } from './overlay';
import { readPartPages, type PartPages } from './part-pages';
import type { SearchDocRef } from './search-docs';

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
export const indexChunkSize = 2500;
/**
 * Part of the cache key: a part cached before its words were kept beside it (`words.txt`), before its
 * metadata had a brotli copy (metadata-brotli.ts) or before its pages' ids were (`pages.json`) is not used.
 */
const partFormat = 'part-4';

/** The build cache key of a part: Pagefind's version, its settings and every page's route and document. */
export function searchIndexKey(pages: readonly SearchDocRef[], version: string): string {
  const entries = pages
    .map((page): [string, string] => [page.path, page.hash])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([version, indexChunkSize, partFormat, entries]))
    .digest('hex')
    .slice(0, 40);
}

export interface IndexPart {
  /** Its number (index-parts.ts); null for the overlay (overlay.ts). */
  part: number | null;
  /** The site's parts. */
  count: number;
  /** Its folder inside the index folder (`partFolder`, `overlayFolder`). */
  folder: string;
  /** The pages it indexes when it is made; a base kept with an overlay is never made again, and has none. */
  pages: SearchDocRef[];
  /** Its build cache key (`searchIndexKey`). */
  key: string;
}

/** The options of search-index.ts `writeSearchIndex` the plan follows. */
export interface PlanOptions {
  cacheDir: string;
  useCache: boolean;
  pagesPerPart?: number;
  overlayMinPartPages?: number;
}

/** The bases in the build cache for a site of `count` parts, by part: each with its key and pages. */
async function cachedBases(
  searchCacheDir: string,
  count: number,
): Promise<Map<number, { key: string; saved: PartPages }>> {
  const bases = new Map<number, { key: string; saved: PartPages }>();
  for (const key of (await readdir(searchCacheDir).catch(() => [])).sort()) {
    if (key.startsWith('.tmp-')) continue;
    const saved = await readPartPages(path.join(searchCacheDir, key));
    if (saved?.part != null && saved.count === count && !bases.has(saved.part)) {
      bases.set(saved.part, { key, saved });
    }
  }
  return bases;
}

/**
 * What the index is made of: each part's base, kept when its changes fit the overlay (overlay.ts) or made from
 * its current pages, and the overlay of every kept base's changed pages, with the base entries they supersede.
 */
export async function planIndex(
  pages: readonly SearchDocRef[],
  options: PlanOptions,
  version: string,
): Promise<{ parts: IndexPart[]; overlay: IndexPart | null; superseded: IndexedPage[] }> {
  const count = partCount(pages.length, options.pagesPerPart);
  const bases = options.useCache ? await cachedBases(options.cacheDir, count) : new Map();
  const parts: IndexPart[] = [];
  const overlayPages: SearchDocRef[] = [];
  const superseded: IndexedPage[] = [];
  for (const [part, current] of splitIntoParts(pages, count).entries()) {
    // The first part is the index Pagefind's script loads, so it is written even with no page.
    if (part !== 0 && current.length === 0) continue;
    const folder = partFolder(part);
    const key = searchIndexKey(current, version);
    const base = bases.get(part);
    if (base && base.key !== key) {
      const changes = changesSince(base.saved.pages, current);
      if (overlayHolds(current.length, changeCount(changes), options.overlayMinPartPages)) {
        parts.push({ part, count, folder, pages: [], key: base.key });
        overlayPages.push(...changes.overlay);
        superseded.push(...changes.superseded);
        continue;
      }
    }
    parts.push({ part, count, folder, pages: current, key });
  }
  const overlay =
    overlayPages.length > 0
      ? {
          part: null,
          count,
          folder: overlayFolder,
          pages: overlayPages,
          key: searchIndexKey(overlayPages, `${version} ${overlayFolder}`),
        }
      : null;
  return { parts, overlay, superseded };
}
