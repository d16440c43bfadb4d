import { describe, expect, it, vi } from 'vitest';
import { fetchIndexParts, loadPagefind, mergeIndexParts, searchSite } from './pagefind-client';
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

const answering =
  (files: Record<string, string>): typeof fetch =>
  (input) => {
    const body = files[String(input)];
    return Promise.resolve(body === undefined ? new Response('', { status: 404 }) : new Response(body));
  };

describe('the Pagefind script', () => {
  it('is imported from the index folder once, configured without a worker, and again after a failure', async () => {
    const noParts = answering({});
    const importer = vi.fn((url: string) => Promise.reject(new Error(`no ${url}`)));
    await expect(loadPagefind(importer, noParts)).rejects.toThrow('no /pagefind/pagefind.js');
    const api = { ...fakePagefind([]), mergeIndex: vi.fn(() => Promise.resolve()) };
    const working = vi.fn(() => Promise.resolve(api));
    await loadPagefind(working, noParts);
    await loadPagefind(working, noParts);
    expect(working).toHaveBeenCalledTimes(1);
    expect(api.options).toHaveBeenCalledWith(expect.objectContaining({ noWorker: true, baseUrl: '/' }));
    // A site whose index is one part (or built before parts) merges nothing.
    expect(api.mergeIndex).not.toHaveBeenCalled();
  });
});

describe('the parts of the index', () => {
  it('are read from the index folder: the listed folders, or none when the list is missing or not one', async () => {
    const none = { parts: [], superseded: [] };
    const listed = answering({ '/pagefind/index-parts.json': '{"parts":["part-1","part-3"]}' });
    expect(await fetchIndexParts(listed)).toEqual({ parts: ['part-1', 'part-3'], superseded: [] });
    expect(await fetchIndexParts(answering({}))).toEqual(none);
    expect(await fetchIndexParts(answering({ '/pagefind/index-parts.json': '<html>' }))).toEqual(none);
    expect(await fetchIndexParts(answering({ '/pagefind/index-parts.json': '{"parts":7}' }))).toEqual(none);
  });

  it('with an overlay, list it last and the superseded entries beside', async () => {
    const listed = answering({
      '/pagefind/index-parts.json': '{"parts":["part-1","overlay"],"superseded":["es_1a2b3c4",5]}',
    });
    expect(await fetchIndexParts(listed)).toEqual({
      parts: ['part-1', 'overlay'],
      superseded: ['es_1a2b3c4'],
    });
  });

  it("are merged into Pagefind's searches, each with the first part's ranking, snippets and URLs", async () => {
    const api = { ...fakePagefind([]), mergeIndex: vi.fn(() => Promise.resolve()) };
    await mergeIndexParts(api, ['part-1', 'part-3']);
    const options = { excerptLength: 24, baseUrl: '/', ranking: { pageLength: 0 } };
    expect(api.mergeIndex.mock.calls).toEqual([
      ['/pagefind/part-1/', options],
      ['/pagefind/part-3/', options],
    ]);
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
