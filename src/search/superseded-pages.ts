/**
 * Results of the search index's superseded entries dropped before any is read (docs/decisions/0015-search-index-in-parts.md,
 * "Third round"): a page changed since its part of the index was made is found in the overlay by its new words,
 * and its part's old entry, listed by its Pagefind id in `index-parts.json`, is no result at all, so the page is
 * not found by its old words, a removed page is not found, and counts stay right. A page the overlay indexed
 * to the same id as its old entry is one result: the first, the best scored, is kept.
 */
import type { PagefindApi, PagefindSearch } from './query/pagefind-types';

function current(search: PagefindSearch | null, superseded: ReadonlySet<string>): PagefindSearch | null {
  if (search === null) return null;
  const seen = new Set<string>();
  const results = search.results.filter((result) => {
    if (superseded.has(result.id) || seen.has(result.id)) return false;
    seen.add(result.id);
    return true;
  });
  return { ...search, results };
}

/** Pagefind's API whose searches leave out the superseded ids and keep one result an id. */
export function withoutSuperseded(pagefind: PagefindApi, superseded: readonly string[]): PagefindApi {
  const dropped = new Set(superseded);
  return {
    options: (options) => pagefind.options(options),
    init: pagefind.init && (() => pagefind.init?.() ?? Promise.resolve()),
    search: async (term) => current(await pagefind.search(term), dropped),
    debouncedSearch: async (term, options, timeoutMs) =>
      current(await pagefind.debouncedSearch(term, options, timeoutMs), dropped),
  };
}
