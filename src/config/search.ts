/**
 * Site search (docs/behaviour.md "Site search"): where its index is published, where its results page
 * lives, and how it behaves as the visitor types. The build (src/site-builder/search/search-index.ts) and the browser
 * (src/search/) read the same values.
 */
export const siteSearch = {
  /** Folder at the top of the output holding Pagefind's index and script; also its URL path. */
  indexFolder: 'pagefind',
  /** The editors' synonyms and pinned results, written by the build into the index folder. */
  rulesFile: 'search-rules.json',
  /** The pages' words, one file per first letter, in the index folder (src/search/query/lexicon.ts). */
  lexiconFolder: 'lexicon',
  /**
   * The parts of the index the browser merges into the first one (Pagefind's `mergeIndex`), as
   * `{ "parts": ["part-1", …, "overlay"], "superseded": ["es_1a2b3c4", …] }`: folders of the index folder
   * (src/site-builder/search/index-parts.ts), and the Pagefind ids of entries the overlay replaced or
   * removed (src/site-builder/search/overlay.ts), present only with an overlay.
   */
  partsFile: 'index-parts.json',
  /** The results page (a story with the `search_results` block), opened as `/buscar/?q=…`. */
  resultsPath: '/buscar/',
  /** The query parameter of the results page. */
  queryParam: 'q',
  /**
   * Pause after the last keystroke before searching: short enough that results are on screen within
   * 150 ms of it (docs/performance.md), long enough that a fast typist does not search every letter.
   */
  debounceMs: 80,
  /** Results the header's search shows; the results page shows them all. */
  headerResults: 8,
  /**
   * Pagefind's ranking settings (its docs: "Customize ranking"), measured on the judged query set
   * (bench/results.md): not favouring short pages (`pageLength` 0, default 0.75) is the one that helped; term
   * frequency, saturation and similarity moved nothing or made it worse.
   */
  ranking: { pageLength: 0 },
  /** Words of each result's snippet. */
  excerptWords: 24,
} as const;
