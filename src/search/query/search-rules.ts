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

export const noRules: SearchRules = { synonyms: [], pins: [] };
