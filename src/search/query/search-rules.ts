/**
 * What editors tell the search (the `global` story's synonyms and pinned results, docs/behaviour.md "Site
 * search"), as the build writes it for the browser (`pagefind/search-rules.json`).
 */
export interface SearchRules {
  /** Groups of words or phrases that mean the same to a visitor: ["sucursal", "agencia"]. */
  synonyms: readonly (readonly string[])[];
  /** Results shown first for a query, in order: horario → the FAQ answer on opening hours, the agencies. */
  pins: readonly { query: string; urls: readonly string[] }[];
}

/**
 * What a pinned result shows when the search found nothing on its page: the page's title, and its
 * description as the excerpt (HTML-escaped, as Pagefind's excerpts are). By pinned URL.
 */
export type PinnedPages = Record<string, { title: string; excerpt: string }>;

export const noRules: SearchRules = { synonyms: [], pins: [] };
