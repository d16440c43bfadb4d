/**
 * The search phase (docs/behaviour.md "Site search"): after the pages are written, the site search's index of
 * the public pages goes into the staged output's `pagefind/` folder, part by part: a large part's few changed
 * pages go into a small overlay index (overlay.ts), a part is indexed again only past the overlay's limit,
 * and each index is left in the live output when that holds it unchanged, or else copied from the build
 * cache (search-index.ts, kept-parts.ts).
 */
import path from 'node:path';
import type { SearchDocs } from './search-docs';
import { writeSearchIndex } from './search-index';
import { writeSearchRules } from './search-rules-file';
import { siteSearch } from '../../config/search';
import type { SearchRulesFile } from '../../search/pagefind-client';

export interface SearchInput {
  /** The staged output. */
  outDir: string;
  /** The live output the staged one replaces: the unchanged parts it holds are left there (`SearchOutput.kept`). */
  liveDir?: string;
  /** The search documents of the pages just rendered (render-pages.ts). */
  docs: SearchDocs;
  useCache: boolean;
  /** Root of the caches (BuildOptions.cacheDir). */
  cacheDir: string;
  log: (line: string) => void;
  /** The editors' synonyms and pins (search-rules-file.ts), written beside the index on every build. */
  rules: SearchRulesFile;
}

/**
 * `SEARCH_PAGES_PER_PART`: the pages a part of the index holds at most (index-parts.ts), set only by the
 * bench to measure a small site in several parts; unset, the default.
 */
function pagesPerPartFromEnv(): number | undefined {
  const value = process.env.SEARCH_PAGES_PER_PART;
  if (value === undefined || value === '') return undefined;
  const pages = Number(value);
  if (!Number.isInteger(pages) || pages < 1) {
    throw new Error(`SEARCH_PAGES_PER_PART must be a whole number of pages ≥ 1, got "${value}"`);
  }
  return pages;
}

export interface SearchOutput {
  /**
   * The files (relative to the output, `/`-separated) of the parts left in the live output: this build's
   * output holds them, but the phase did not write them into the staged folder.
   */
  kept: string[];
}

export async function searchPhase(input: SearchInput): Promise<SearchOutput> {
  const search = await writeSearchIndex(input.docs, {
    pagesPerPart: pagesPerPartFromEnv(),
    outDir: input.outDir,
    liveDir: input.liveDir,
    cacheDir: path.join(input.cacheDir, 'build', 'search'),
    wasmCacheDir: path.join(input.cacheDir, 'build', 'search-wasm'),
    useCache: input.useCache,
  });
  await writeSearchRules(path.join(input.outDir, siteSearch.indexFolder), input.rules);
  const overlay =
    search.overlay > 0
      ? ` and an overlay of ${search.overlay} changed ${search.overlay === 1 ? 'page' : 'pages'} ` +
        `(${search.superseded} superseded)`
      : '';
  input.log(
    `Search index of ${search.pages} pages in ${search.parts} ${search.parts === 1 ? 'part' : 'parts'}` +
      `${overlay}: ${search.indexed} indexed, ${search.copied} taken from the build cache, ` +
      `${search.left} left unchanged in the output`,
  );
  return { kept: search.kept };
}
