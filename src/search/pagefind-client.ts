/**
 * The site search in the browser: Pagefind's own script (written by the build into /pagefind/), imported
 * the first time a visitor searches and never before (docs/behaviour.md "Site search"), with the editors'
 * search rules and the lexicon shards the query's words need. It fetches only the index chunks and page
 * fragments a query needs; what is searched and how results rank is src/search/query/.
 */
import { siteSearch } from '../config/search';
import { withPrefix } from '../config/site-paths';
import { Lexicon } from './query/lexicon';
import { withVisitorVocabulary } from './query/visitor-vocabulary';
import type { PagefindApi } from './query/pagefind-types';
import { searchRanked } from './query/search-query';
import { noRules, type PinnedPages, type SearchRules } from './query/search-rules';
import { withoutSuperseded } from './superseded-pages';

export type { PagefindApi } from './query/pagefind-types';

/** One result as the site shows it: the page, or the section or FAQ entry of it that matched best. */
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
  /** Every result found. */
  total: number;
  /** The first `limit` of them, best first. */
  hits: SearchHit[];
}

/** The build's `search-rules.json`: the editors' synonyms and pins, and the pinned pages' titles and descriptions. */
export interface SearchRulesFile extends SearchRules {
  pinnedPages: PinnedPages;
}

const indexUrl = (file: string) => withPrefix(`/${siteSearch.indexFolder}/${file}`);

export const pagefindScriptUrl = (): string => indexUrl('pagefind.js');

/** Pagefind's script as loaded: the site's API, and `mergeIndex`, which adds another index to its searches. */
export type PagefindScript = PagefindApi & {
  mergeIndex?: (indexPath: string, options?: Record<string, unknown>) => Promise<void>;
};

/** Options of every part of the index; Pagefind's `options()` sets only the first part's. */
const partOptions = {
  excerptLength: siteSearch.excerptWords,
  baseUrl: withPrefix('/'),
  ranking: siteSearch.ranking,
};

/** The build's `index-parts.json` (docs/decisions/0015-search-index-in-parts.md). */
export interface IndexParts {
  /** The folders of the index's other parts, the overlay last. */
  parts: string[];
  /** Pagefind ids of the parts' entries the overlay supersedes: never a result. */
  superseded: string[];
}

const strings = (listed: unknown): string[] =>
  Array.isArray(listed) ? listed.filter((item): item is string => typeof item === 'string') : [];

/**
 * The index's other parts: none when a site built before the index had parts, or a failed fetch, which
 * searches the first part only.
 */
export async function fetchIndexParts(fetcher: typeof fetch = fetch): Promise<IndexParts> {
  const response = await fetcher(indexUrl(siteSearch.partsFile)).catch(() => null);
  if (!response?.ok) return { parts: [], superseded: [] };
  const listed = (await response.json().catch(() => null)) as Partial<
    Record<keyof IndexParts, unknown>
  > | null;
  return { parts: strings(listed?.parts), superseded: strings(listed?.superseded) };
}

/** Merges the index's other parts into Pagefind's searches (Pagefind's `mergeIndex`; each loads its metadata). */
export async function mergeIndexParts(pagefind: PagefindScript, parts: readonly string[]): Promise<void> {
  const { mergeIndex } = pagefind;
  if (!mergeIndex) return;
  await Promise.all(parts.map((part) => mergeIndex(indexUrl(`${part}/`), { ...partOptions })));
}

let loading: Promise<PagefindApi> | null = null;

/** Pagefind's script and every part of the index, loaded once; a failed load is tried again on the next search. */
export function loadPagefind(
  importer: (url: string) => Promise<PagefindScript> = (url) => import(/* @vite-ignore */ url),
  fetcher: typeof fetch = fetch,
): Promise<PagefindApi> {
  loading ??= Promise.all([importer(pagefindScriptUrl()), fetchIndexParts(fetcher)]).then(
    async ([pagefind, parts]) => {
      // Searching runs on the page: a worker costs another 43 kB script for an index this size.
      await pagefind.options({ noWorker: true, ...partOptions });
      await pagefind.init?.();
      await mergeIndexParts(pagefind, parts.parts);
      return parts.superseded.length > 0 ? withoutSuperseded(pagefind, parts.superseded) : pagefind;
    },
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * The rules file, with the visitor's vocabulary (query/visitor-vocabulary.ts) after the editors' synonyms; a
 * site built without one (or a failed fetch) searches without the editors' synonyms or pins.
 */
export async function fetchRules(fetcher: typeof fetch = fetch): Promise<SearchRulesFile> {
  const response = await fetcher(indexUrl(siteSearch.rulesFile)).catch(() => null);
  if (!response?.ok) return withVisitorVocabulary({ ...noRules, pinnedPages: {} });
  return withVisitorVocabulary((await response.json()) as SearchRulesFile);
}

/** A lexicon shard: one folded word a line. */
export function lexiconOf(fetcher: typeof fetch = fetch): Lexicon {
  return new Lexicon(async (shard) => {
    const response = await fetcher(indexUrl(`${siteSearch.lexiconFolder}/${shard}.txt`));
    if (!response.ok) return [];
    return (await response.text()).split('\n').filter(Boolean);
  });
}

let context: Promise<{ rules: SearchRulesFile; lexicon: Lexicon }> | null = null;

function searchData() {
  context ??= fetchRules().then((rules) => ({ rules, lexicon: lexiconOf() }));
  return context;
}

/**
 * Starts loading what the first search needs (Pagefind's script and WebAssembly, the rules) when the
 * visitor shows the intent to search (hovers or focuses 'Buscar'), so the first results come sooner.
 */
export function warmSearch(): void {
  loadPagefind().catch(() => null);
  void searchData();
}

/**
 * Searches after the visitor paused typing (Pagefind's debounced search: it preloads the chunks the words
 * need meanwhile). Resolves null when a later call replaced this one.
 */
export async function searchSite(
  query: string,
  limit: number,
  api?: PagefindApi,
  data?: { rules: SearchRulesFile; lexicon: Lexicon },
): Promise<SearchOutcome | null> {
  const [pagefind, { rules, lexicon }] = await Promise.all([api ?? loadPagefind(), data ?? searchData()]);
  const outcome = await searchRanked(query, limit, {
    pagefind,
    rules,
    lexicon,
    pinnedPages: rules.pinnedPages,
    searchFirst: (term) => pagefind.debouncedSearch(term, {}, siteSearch.debounceMs),
  });
  if (outcome === null) return null;
  return {
    query,
    total: outcome.total,
    hits: outcome.hits.map(({ url, title, section, excerpt }) => ({ url, title, section, excerpt })),
  };
}
