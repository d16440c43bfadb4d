/**
 * Pagefind's own browser script, run in Node against a built site's `pagefind/` folder: its fetches are
 * answered from the files. The judged query set (src/search/relevance/) runs through the site's real
 * search code in milliseconds, without a browser, in the relevance test and the bench.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  fetchIndexParts,
  mergeIndexParts,
  type PagefindApi,
  type PagefindScript,
} from '../../src/search/pagefind-client';
import { siteSearch } from '../../src/config/search';
import { withoutSuperseded } from '../../src/search/superseded-pages';

/** Answers `fetch` from the site's files, by URL path (Pagefind asks for its index with relative URLs). */
function fetchFromFolder(siteDir: string): typeof fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://site.invalid/');
    const file = path.join(siteDir, decodeURIComponent(url.pathname));
    const body = await readFile(file).catch(() => null);
    return body ? new Response(body) : new Response('', { status: 404 });
  };
}

let loaded: { siteDir: string; api: Promise<PagefindApi> } | null = null;

/** The site's Pagefind, loaded once per site folder (its module keeps the index it loaded). */
export function pagefindInNode(siteDir: string): Promise<PagefindApi> {
  if (loaded?.siteDir === siteDir) return loaded.api;
  globalThis.fetch = fetchFromFolder(siteDir);
  const script = path.join(siteDir, siteSearch.indexFolder, 'pagefind.js');
  // A query string makes a new module instance for another site folder.
  const api = import(`${pathToFileURL(script).href}?site=${encodeURIComponent(siteDir)}`).then(
    async (pagefind: PagefindScript) => {
      await pagefind.options({
        noWorker: true,
        basePath: `/${siteSearch.indexFolder}/`,
        baseUrl: '/',
        ranking: siteSearch.ranking,
      });
      // The index's other parts and its superseded entries, as the site's search has them
      // (src/search/pagefind-client.ts).
      const parts = await fetchIndexParts();
      await mergeIndexParts(pagefind, parts.parts);
      return withoutSuperseded(pagefind, parts.superseded);
    },
  );
  loaded = { siteDir, api };
  return api;
}
