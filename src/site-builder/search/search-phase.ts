/**
 * The search phase (docs/behaviour.md "Site search"): after the pages are written, the site search's index of
 * the public pages goes into the staged output's `pagefind/` folder, made by Pagefind or copied from the
 * build cache, part by part: a part is indexed again only when one of its pages changed (search-index.ts).
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
  /** The search documents of the pages just rendered (render-pages.ts). */
  docs: SearchDocs;
  useCache: boolean;
  /** Root of the caches (BuildOptions.cacheDir). */
  cacheDir: string;
  log: (line: string) => void;
  /** The editors' synonyms and pins (search-rules-file.ts), written beside the index on every build. */
  rules: SearchRulesFile;
}

export async function searchPhase(input: SearchInput): Promise<void> {
  const search = await writeSearchIndex(input.docs, {
    outDir: input.outDir,
    cacheDir: path.join(input.cacheDir, 'build', 'search'),
    wasmCacheDir: path.join(input.cacheDir, 'build', 'search-wasm'),
    useCache: input.useCache,
  });
  await writeSearchRules(path.join(input.outDir, siteSearch.indexFolder), input.rules);
  input.log(
    `Search index of ${search.pages} pages in ${search.parts} ${search.parts === 1 ? 'part' : 'parts'}: ` +
      `${search.indexed} indexed, ${search.parts - search.indexed} taken from the build cache`,
  );
}
