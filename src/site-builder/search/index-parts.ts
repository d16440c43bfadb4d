/**
 * The site search's index in parts (docs/decisions/0015-search-index-in-parts.md): the indexed pages are
 * split by a stable hash of their route into a number of parts that follows the site's size, each part a
 * Pagefind index of its own, cached by its pages' documents, so an edited page re-indexes its part only.
 * The browser merges the parts (src/search/pagefind-client.ts, Pagefind's `mergeIndex`).
 */
import { createHash } from 'node:crypto';
import type { SearchDocRef } from './search-docs';

/**
 * Pages a part holds at most before the site gets more parts. Every part adds its own metadata and index
 * chunks to the first query's download; measured at 10,092 pages (decision 0015): 16 parts 376.6 kB, 4 parts
 * 263.3 kB, one index 237.8 kB. Four parts there index a quarter of the site for an edit, for 11 % more bytes.
 */
export const defaultPagesPerPart = 5000;

/**
 * Parts for a site of `pages` pages: a power of two, so that when the site grows past a size each part
 * splits in two (a page's part `i` becomes `i` or `i + count / 2`) and pages never move between unrelated parts.
 */
export function partCount(pages: number, pagesPerPart: number = defaultPagesPerPart): number {
  if (!Number.isInteger(pagesPerPart) || pagesPerPart < 1) {
    throw new Error(`The search index's pages per part must be a whole number ≥ 1, got ${pagesPerPart}`);
  }
  let count = 1;
  while (pages > count * pagesPerPart) count *= 2;
  return count;
}

/** The part of a route: the hash of the route, not its section, so every part is a like sample of the site. */
export function partOf(route: string, count: number): number {
  return createHash('sha256').update(route).digest().readUInt32BE(0) % count;
}

/** A part's folder inside the index folder: the first part is the index folder itself (Pagefind's layout). */
export function partFolder(part: number): string {
  return part === 0 ? '' : `part-${part}`;
}

/** The overlay's folder inside the index folder (overlay.ts): the pages changed since their part was indexed. */
export const overlayFolder = 'overlay';

/** The pages of each part, in part order; a part may be empty on a small site with many parts. */
export function splitIntoParts<T extends Pick<SearchDocRef, 'path'>>(
  pages: readonly T[],
  count: number,
): T[][] {
  const parts: T[][] = Array.from({ length: count }, () => []);
  for (const page of pages) parts[partOf(page.path, count)]?.push(page);
  return parts;
}
