/**
 * The site search as a visitor's browser runs it, against what the bucket's website serves now: Pagefind's
 * own script (its `createInstance`), every index file fetched over HTTP from the bucket. A fresh instance per
 * search, so each one reads the index as it is at that moment (Pagefind keeps what it loaded).
 */
import { pathToFileURL } from 'node:url';
import { siteSearch } from '../src/config/search';

interface PagefindResult {
  data(): Promise<{ url: string }>;
}
interface PagefindInstance {
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
  destroy(): Promise<void>;
}
interface PagefindModule {
  createInstance(options: Record<string, unknown>): PagefindInstance;
}

export type BucketSearch = (term: string) => Promise<string[]>;

/** `script`: a local copy of the build's `pagefind/pagefind.js`; `websiteUrl`: the bucket's root, ending in `/`. */
export async function bucketSearch(script: string, websiteUrl: string): Promise<BucketSearch> {
  const pagefind = (await import(pathToFileURL(script).href)) as PagefindModule;
  return async (term) => {
    const instance = pagefind.createInstance({
      basePath: `${websiteUrl}${siteSearch.indexFolder}/`,
      baseUrl: '/',
      noWorker: true,
      ranking: siteSearch.ranking,
    });
    try {
      const found = await instance.search(term);
      return Promise.all((found?.results ?? []).map(async (result) => (await result.data()).url));
    } finally {
      await instance.destroy();
    }
  };
}
