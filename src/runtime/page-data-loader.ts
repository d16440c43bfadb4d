import type { PageDataFile } from '../content/page-data';
import { fetchPageData, type FetchLike } from './fetch-page-data';

export interface PageDataLoader {
  /** Loads a page-data file once; concurrent and later calls share the same request. */
  load(url: string): Promise<PageDataFile>;
  /** Puts already-known data (the initial inline state) in the cache. */
  seed(url: string, file: PageDataFile): void;
  /** Drops a cache entry so the next load asks the server again. */
  evict(url: string): void;
  has(url: string): boolean;
}

/** One in-memory cache per data file; a failed load clears its entry so the next attempt retries (SPEC §7). */
export function createPageDataLoader(buildHash: string, fetchImpl: FetchLike): PageDataLoader {
  const cache = new Map<string, Promise<PageDataFile>>();
  return {
    load(url) {
      const cached = cache.get(url);
      if (cached) return cached;
      const pending = fetchPageData(url, buildHash, fetchImpl);
      cache.set(url, pending);
      pending.catch(() => {
        if (cache.get(url) === pending) cache.delete(url);
      });
      return pending;
    },
    seed(url, file) {
      cache.set(url, Promise.resolve(file));
    },
    evict(url) {
      cache.delete(url);
    },
    has(url) {
      return cache.has(url);
    },
  };
}
