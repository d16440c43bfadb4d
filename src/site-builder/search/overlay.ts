/**
 * The overlay of the search index (issue 41; docs/decisions/0015-search-index-in-parts.md, "Third round"), as a
 * log-structured index does it: a large part of the index (a base) stays as it was indexed, and the pages that
 * changed since go into one small index of their own, the overlay, indexed in well under a second. The base's
 * entries of those pages, and of pages removed since, are superseded: their Pagefind ids are listed in
 * `index-parts.json` and the browser drops them from results before reading any (src/search/superseded-pages.ts).
 * When a part's changes pass the fold limit, the part is indexed again from its current pages and its pages
 * leave the overlay.
 */
import type { SearchDocRef } from './search-docs';

/** A page as a base part indexed it: its route, its document's hash and Pagefind's id of it (its fragment's name). */
export interface IndexedPage {
  route: string;
  hash: string;
  /** Pagefind's id of the page's entry; null when Pagefind left the page out (part-pages.ts). */
  id: string | null;
}

/**
 * Parts smaller than this are indexed again on any change: ~1 ms a page, so under a second, and one index of
 * the part ranks as one index (tiny overlays weigh words differently: decision 0015). The bundled site's one
 * part is far smaller, so it never has an overlay.
 */
export const overlayMinPartPages = 1000;
/** Changes (pages changed, added or removed) of one part the overlay holds at most: ~0.2 s of indexing. */
export const overlayMaxPages = 200;
/** …and at most this share of the part, so the base's word weights stay those of the part. */
export const overlayMaxShare = 0.1;

/** A part's pages against its base: what the overlay holds and what it supersedes. */
export interface PartChanges<T extends Pick<SearchDocRef, 'path' | 'hash'>> {
  /** Current pages whose document differs from the base's, or that the base lacks: indexed in the overlay. */
  overlay: T[];
  /** The base's pages changed or removed since: their entries are superseded. */
  superseded: IndexedPage[];
}

export function changesSince<T extends Pick<SearchDocRef, 'path' | 'hash'>>(
  base: readonly IndexedPage[],
  current: readonly T[],
): PartChanges<T> {
  const before = new Map(base.map((page) => [page.route, page]));
  const now = new Set(current.map((page) => page.path));
  const overlay = current.filter((page) => before.get(page.path)?.hash !== page.hash);
  const changed = new Set(overlay.map((page) => page.path));
  const superseded = base.filter((page) => !now.has(page.route) || changed.has(page.route));
  return { overlay, superseded };
}

/** The pages of a part's overlay changes, for the fold rule: changed, added and removed pages. */
export function changeCount(changes: PartChanges<Pick<SearchDocRef, 'path' | 'hash'>>): number {
  const routes = new Set([
    ...changes.overlay.map((page) => page.path),
    ...changes.superseded.map((page) => page.route),
  ]);
  return routes.size;
}

/**
 * Whether a part of `partPages` pages keeps its base with `changes` pages in the overlay (true), or is folded:
 * indexed again from its current pages, its overlay emptied (false). No change always keeps the base.
 */
export function overlayHolds(
  partPages: number,
  changes: number,
  minPartPages: number = overlayMinPartPages,
): boolean {
  if (changes === 0) return true;
  if (partPages < minPartPages) return false;
  return changes <= Math.min(overlayMaxPages, Math.floor(partPages * overlayMaxShare));
}

/**
 * The ids the browser drops: every superseded base entry, save one whose page the overlay indexed to the same
 * id (Pagefind names a page by a hash of its fragment, so a document changed in its markup only keeps its id;
 * the browser keeps one result an id). Sorted, so the same index gives the same list.
 */
export function supersededIds(superseded: readonly IndexedPage[], overlayIds: ReadonlySet<string>): string[] {
  const ids = superseded.map((page) => page.id).filter((id): id is string => id !== null);
  return [...new Set(ids.filter((id) => !overlayIds.has(id)))].sort();
}
