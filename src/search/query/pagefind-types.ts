/** The parts of Pagefind's browser API the site uses (pagefind.js; its docs: "JS API", "sub-results"). */
export interface PagefindWordLocation {
  weight: number;
  balanced_score: number;
  /** Index of the word in `content`, counted in whitespace-separated words. */
  location: number;
}

export interface PagefindAnchor {
  /** The element's tag: `h2`…, or `div` for an FAQ entry (it carries `data-pagefind-title`). */
  element: string;
  id: string;
  text?: string;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: PagefindAnchor;
  weighted_locations: PagefindWordLocation[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
  /** The page's indexed text; `locations` and `anchors` count its whitespace-separated words. */
  content?: string;
  anchors?: PagefindAnchor[];
  weighted_locations?: PagefindWordLocation[];
}

export interface PagefindResult {
  id: string;
  score?: number;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearch {
  results: PagefindResult[];
}

export interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init?: () => Promise<void>;
  search: (term: string) => Promise<PagefindSearch | null>;
  debouncedSearch: (term: string, options?: object, timeoutMs?: number) => Promise<PagefindSearch | null>;
}
