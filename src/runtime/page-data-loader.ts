import type { PageDataFile } from '../content/page-data-types';
import { checkPageJson, fetchPageJson, startShapeChecker, type FetchLike } from './fetch-page-data';

export interface PageDataLoader {
  /** Loads a page-data file once; concurrent and later calls share the same request. */
  load(url: string): Promise<PageDataFile>;
  /**
   * Fetches a page-data file into the cache without checking it (prefetch): resolves with its parsed
   * JSON, unchecked. A later load() checks it without a request.
   */
  warm(url: string): Promise<unknown>;
  /** Puts already-known data (the initial inline state) in the cache. */
  seed(url: string, file: PageDataFile): void;
  /** Drops a cache entry so the next load asks the server again. */
  evict(url: string): void;
  has(url: string): boolean;
}

/** One in-memory cache per data file; a failed load clears its entry so the next attempt retries (docs/behaviour.md §7). */
export function createPageDataLoader(buildHash: string, fetchImpl: FetchLike): PageDataLoader {
  const checked = new Map<string, Promise<PageDataFile>>();
  const fetched = new Map<string, Promise<unknown>>();
  /** Caches a pending result; a failure removes it (unless something newer replaced it meanwhile). */
  const remember = <T>(cache: Map<string, Promise<T>>, url: string, pending: Promise<T>): Promise<T> => {
    cache.set(url, pending);
    pending.catch(() => {
      if (cache.get(url) === pending) cache.delete(url);
    });
    return pending;
  };
  /** The file's JSON, from one request however often it is asked for. */
  const fetchOnce = (url: string): Promise<unknown> =>
    fetched.get(url) ?? remember(fetched, url, fetchPageJson(url, fetchImpl));
  const warm = (url: string): Promise<unknown> => checked.get(url) ?? fetchOnce(url);
  return {
    load(url) {
      const cached = checked.get(url);
      if (cached) return cached;
      const checker = startShapeChecker();
      const json = fetchOnce(url);
      // Whatever the check says, the next load starts from the server again if this one fails.
      const pending = json.then((value) => checkPageJson(url, value, buildHash, checker));
      pending.catch(() => {
        if (fetched.get(url) === json) fetched.delete(url);
      });
      return remember(checked, url, pending);
    },
    warm,
    seed(url, file) {
      checked.set(url, Promise.resolve(file));
    },
    evict(url) {
      checked.delete(url);
      fetched.delete(url);
    },
    has(url) {
      return checked.has(url) || fetched.has(url);
    },
  };
}
