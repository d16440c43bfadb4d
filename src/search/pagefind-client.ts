/**
 * The site search in the browser: Pagefind's own script (written by the build into /pagefind/), imported
 * the first time a visitor searches and never before (docs/behaviour.md "Site search"). It fetches only the
 * index chunks and page fragments a query needs.
 */
import { siteSearch } from '../config/search';
import { withPrefix } from '../config/site-paths';

/** The parts of Pagefind's browser API the site uses (pagefind.js, docs: pagefind.app/docs/api). */
interface PagefindWordLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { id: string };
  weighted_locations: PagefindWordLocation[];
}

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
}

interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

interface PagefindSearch {
  results: PagefindResult[];
}

export interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (term: string, options?: object, timeoutMs?: number) => Promise<PagefindSearch | null>;
}

/** One result as the site shows it: the page (or the section of it that matched best). */
export interface SearchHit {
  /** Where the result leads: the page, with the anchor of its best-matching section when it has one. */
  url: string;
  /** The page's title. */
  title: string;
  /** The section's title, when the result leads to a section of the page. */
  section: string | null;
  /** Snippet as Pagefind gives it: encoded text with `<mark>` around matches (rendered by excerpt.tsx). */
  excerpt: string;
}

export interface SearchOutcome {
  query: string;
  /** Every page that matched. */
  total: number;
  /** The first `limit` of them, best first. */
  hits: SearchHit[];
}

export const pagefindScriptUrl = (): string => withPrefix(`/${siteSearch.indexFolder}/pagefind.js`);

let loading: Promise<PagefindApi> | null = null;

/** Pagefind's script, loaded once; a failed load is tried again on the next search. */
export function loadPagefind(
  importer: (url: string) => Promise<PagefindApi> = (url) => import(/* @vite-ignore */ url),
): Promise<PagefindApi> {
  loading ??= importer(pagefindScriptUrl()).then(async (pagefind) => {
    await pagefind.options({
      // Searching runs on the page: a worker costs another 43 kB script for an index this size.
      noWorker: true,
      excerptLength: siteSearch.excerptWords,
      baseUrl: withPrefix('/'),
    });
    await pagefind.init();
    return pagefind;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

const score = (sub: PagefindSubResult) =>
  sub.weighted_locations.reduce((sum, w) => sum + w.balanced_score, 0);

/** A page's result: led to its best-scoring section when that section has an anchor of its own. */
export function hitOf(data: PagefindResultData): SearchHit {
  const title = data.meta.title?.trim() || data.url;
  const best = [...data.sub_results].sort((a, b) => score(b) - score(a))[0];
  if (best?.anchor && best.title && best.title.trim() !== title) {
    return { url: best.url, title, section: best.title.trim(), excerpt: best.excerpt || data.excerpt };
  }
  return { url: best?.anchor ? best.url : data.url, title, section: null, excerpt: data.excerpt };
}

/**
 * Searches after the visitor paused typing (Pagefind's debounced search: it preloads the chunks the words
 * need meanwhile). Resolves null when a later call replaced this one.
 */
export async function searchSite(
  query: string,
  limit: number,
  api?: PagefindApi,
): Promise<SearchOutcome | null> {
  const pagefind = api ?? (await loadPagefind());
  const search = await pagefind.debouncedSearch(query, {}, siteSearch.debounceMs);
  if (search === null) return null;
  const hits = await Promise.all(
    search.results.slice(0, limit).map(async (result) => hitOf(await result.data())),
  );
  return { query, total: search.results.length, hits };
}
