import { describe, expect, it } from 'vitest';
import { fakePagefind } from './query/fake-pagefind';
import type { PagefindApi, PagefindResult } from './query/pagefind-types';
import { withoutSuperseded } from './superseded-pages';

/** Pagefind's merged results as it gives them: every part's and the overlay's, best score first. */
function merged(ids: readonly string[]): PagefindApi {
  const results: PagefindResult[] = ids.map((id, rank) => ({
    id,
    score: ids.length - rank,
    data: () => Promise.reject(new Error(`the data of ${id} was read`)),
  }));
  const api = fakePagefind([]);
  return {
    ...api,
    search: () => Promise.resolve({ results }),
    debouncedSearch: () => Promise.resolve({ results }),
  };
}

describe('the superseded entries of the search index', () => {
  it('are no results, before any is read, in both searches', async () => {
    const api = withoutSuperseded(merged(['es_new5', 'es_old5', 'es_3', 'es_gone']), ['es_old5', 'es_gone']);
    expect((await api.search('x'))?.results.map((r) => r.id)).toEqual(['es_new5', 'es_3']);
    expect((await api.debouncedSearch('x', {}, 0))?.results.map((r) => r.id)).toEqual(['es_new5', 'es_3']);
  });

  it('leave one result for a page the overlay indexed to its old id, the best scored', async () => {
    const api = withoutSuperseded(merged(['es_5', 'es_3', 'es_5']), []);
    const results = (await api.search('x'))?.results ?? [];
    expect(results.map((r) => [r.id, r.score])).toEqual([
      ['es_5', 3],
      ['es_3', 2],
    ]);
  });

  it("pass on a search a later one replaced, and Pagefind's options", async () => {
    const api = fakePagefind([]);
    const wrapped = withoutSuperseded({ ...api, debouncedSearch: () => Promise.resolve(null) }, ['es_1']);
    expect(await wrapped.debouncedSearch('x', {}, 0)).toBeNull();
    await wrapped.options({ noWorker: true });
    expect(api.options).toHaveBeenCalledWith({ noWorker: true });
  });
});
