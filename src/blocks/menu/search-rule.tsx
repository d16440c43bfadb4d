/**
 * The global story's search synonyms and pins (`search_synonym`, `search_pin`) are read by the build for
 * the site search (src/content/search-rules.ts) and show nothing on a page or in the /global/ preview.
 */
export function SearchRuleBlock() {
  return null;
}
