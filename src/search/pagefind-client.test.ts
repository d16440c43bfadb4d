import { describe, expect, it, vi } from 'vitest';
import { hitOf, loadPagefind, searchSite, type PagefindApi } from './pagefind-client';

const location = (balanced_score: number) => ({ weight: 1, balanced_score, location: 0 });

describe('hitOf', () => {
  it('leads to the best-matching section when it has an anchor', () => {
    const hit = hitOf({
      url: '/preguntas-frecuentes/',
      excerpt: 'page excerpt',
      meta: { title: 'Preguntas frecuentes' },
      sub_results: [
        {
          title: 'Preguntas frecuentes',
          url: '/preguntas-frecuentes/',
          excerpt: 'a',
          weighted_locations: [location(1)],
        },
        {
          title: '¿Cuál es el horario de atención?',
          url: '/preguntas-frecuentes/#horarios',
          excerpt: 'El <mark>horario</mark>…',
          anchor: { id: 'horarios' },
          weighted_locations: [location(4), location(3)],
        },
      ],
    });
    expect(hit).toEqual({
      url: '/preguntas-frecuentes/#horarios',
      title: 'Preguntas frecuentes',
      section: '¿Cuál es el horario de atención?',
      excerpt: 'El <mark>horario</mark>…',
    });
  });

  it('leads to the page when the page itself matched best', () => {
    const hit = hitOf({
      url: '/banca-personas/remesa-azul/',
      excerpt: 'Cobrá tu <mark>remesa</mark>',
      meta: { title: 'Remesa Azul' },
      sub_results: [
        {
          title: 'Remesa Azul',
          url: '/banca-personas/remesa-azul/',
          excerpt: 'x',
          weighted_locations: [location(9)],
        },
        {
          title: 'Requisitos',
          url: '/banca-personas/remesa-azul/#req',
          excerpt: 'y',
          anchor: { id: 'req' },
          weighted_locations: [location(1)],
        },
      ],
    });
    expect(hit).toEqual({
      url: '/banca-personas/remesa-azul/',
      title: 'Remesa Azul',
      section: null,
      excerpt: 'Cobrá tu <mark>remesa</mark>',
    });
  });
});

function fakePagefind(results: string[]): PagefindApi {
  return {
    options: vi.fn(() => Promise.resolve()),
    init: vi.fn(() => Promise.resolve()),
    debouncedSearch: vi.fn(() =>
      Promise.resolve({
        results: results.map((url) => ({
          id: url,
          data: () => Promise.resolve({ url, excerpt: url, meta: { title: url }, sub_results: [] }),
        })),
      }),
    ),
  };
}

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

  it('gives the first results of a search with the total count', async () => {
    const outcome = await searchSite('tarjeta', 2, fakePagefind(['/a/', '/b/', '/c/']));
    expect(outcome).toMatchObject({ query: 'tarjeta', total: 3, hits: [{ url: '/a/' }, { url: '/b/' }] });
  });
});
