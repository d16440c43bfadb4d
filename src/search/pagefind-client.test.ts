import { describe, expect, it, vi } from 'vitest';
import { loadPagefind, searchSite } from './pagefind-client';
import { fakeLexiconWords, fakePagefind, type FakePage } from './query/fake-pagefind';
import { Lexicon, shardOf } from './query/lexicon';

const pages: FakePage[] = [
  { url: '/a/', title: 'Tarjetas', text: 'Tarjetas de crédito para vos.' },
  { url: '/b/', title: 'Beneficios', text: 'Tarjeta con beneficios. Tu tarjeta.' },
  { url: '/c/', title: 'Blog', text: 'Una tarjeta de regalo.' },
];

const data = () => {
  const words = fakeLexiconWords(pages);
  return {
    rules: { synonyms: [], pins: [], pinnedPages: {} },
    lexicon: new Lexicon((shard) => Promise.resolve(words.filter((w) => shardOf(w) === shard))),
  };
};

describe('the Pagefind script', () => {
  it('is imported from the index folder once, configured without a worker, and again after a failure', async () => {
    const importer = vi.fn((url: string) => Promise.reject(new Error(`no ${url}`)));
    await expect(loadPagefind(importer)).rejects.toThrow('no /pagefind/pagefind.js');
    const api = fakePagefind([]);
    const working = vi.fn(() => Promise.resolve(api));
    await loadPagefind(working);
    await loadPagefind(working);
    expect(working).toHaveBeenCalledTimes(1);
    expect(api.options).toHaveBeenCalledWith(expect.objectContaining({ noWorker: true, baseUrl: '/' }));
  });
});

describe('searchSite', () => {
  it('gives the first results of a search with the total count, the page titled by the query first', async () => {
    const outcome = await searchSite('tarjetas', 2, fakePagefind(pages), data());
    expect(outcome?.total).toBe(3);
    expect(outcome?.hits.map((hit) => hit.url)).toEqual(['/a/', '/b/']);
    expect(outcome?.hits[0]).toEqual({
      url: '/a/',
      title: 'Tarjetas',
      section: null,
      excerpt: 'excerpt of /a/',
    });
  });

  it('finds nothing for a word no page has, where Pagefind alone would match its first letters', async () => {
    const outcome = await searchSite('bitcoin', 8, fakePagefind(pages), data());
    expect(outcome).toEqual({ query: 'bitcoin', total: 0, hits: [] });
  });
});
