import { siteSearch } from '../config/search';
import { withPrefix } from '../config/site-paths';

/** The results page for a query (`/buscar/?q=…`); the bare page for an empty one. */
export function resultsPageUrl(query: string): string {
  const path = withPrefix(siteSearch.resultsPath);
  const term = query.trim();
  return term ? `${path}?${new URLSearchParams({ [siteSearch.queryParam]: term }).toString()}` : path;
}

/** The query of a results-page URL's search part (`?q=…`). */
export function queryOf(search: string): string {
  return new URLSearchParams(search).get(siteSearch.queryParam)?.trim() ?? '';
}
