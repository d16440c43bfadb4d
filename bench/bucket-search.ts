/**
 * The site search as a visitor's browser runs it, against what the bucket's website serves now: Pagefind's
 * own script (its `createInstance`), every part of the index merged as the site's client merges them (the
 * parts listed in `index-parts.json`, the overlay of pages changed since last; docs/decisions/0015) and the
 * superseded entries left out, every file fetched over HTTP from the bucket. A fresh instance per search, so
 * each one reads the index as it is at that moment (Pagefind keeps what it loaded).
 */
import { pathToFileURL } from 'node:url';
import { siteSearch } from '../src/config/search';
import { fetchIndexParts } from '../src/search/pagefind-client';
import type { PagefindApi } from '../src/search/query/pagefind-types';
import { withoutSuperseded } from '../src/search/superseded-pages';

type PagefindInstance = PagefindApi & {
  mergeIndex(indexPath: string, options: Record<string, unknown>): Promise<void>;
  destroy(): Promise<void>;
};
interface PagefindModule {
  createInstance(options: Record<string, unknown>): PagefindInstance;
}

export type BucketSearch = (term: string) => Promise<string[]>;

/** `script`: a local copy of the build's `pagefind/pagefind.js`; `websiteUrl`: the bucket's root, ending in `/`. */
export async function bucketSearch(script: string, websiteUrl: string): Promise<BucketSearch> {
  const pagefind = (await import(pathToFileURL(script).href)) as PagefindModule;
  const indexUrl = `${websiteUrl}${siteSearch.indexFolder}/`;
  const options = { baseUrl: '/', ranking: siteSearch.ranking };
  // The site's client asks for its index files by path from the site's root: here that root is the bucket's.
  const fromBucket: typeof fetch = (input, init) =>
    fetch(new URL(String(input).replace(/^\//, ''), websiteUrl), init);
  return async (term) => {
    const instance = pagefind.createInstance({ basePath: indexUrl, noWorker: true, ...options });
    try {
      const { parts, superseded } = await fetchIndexParts(fromBucket);
      for (const part of parts) await instance.mergeIndex(`${indexUrl}${part}/`, options);
      const found = await withoutSuperseded(instance, superseded).search(term);
      return Promise.all((found?.results ?? []).map(async (result) => (await result.data()).url));
    } finally {
      await instance.destroy();
    }
  };
}
