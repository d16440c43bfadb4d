import { describe, expect, it, vi } from 'vitest';
import { fetchPageData } from './fetch-page-data';
import { ChunkLoadError } from './chunk-load-error';

// The shape checker is its own chunk; here its request fails.
vi.mock('./page-data-shape', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('fetchPageData when the shape checker does not load', () => {
  const url = '/assets/data/cuentas/index.json';
  const body = JSON.stringify({ hash: 'h', data: {}, context: {} });

  it('rejects as a chunk that failed (the router reloads another path in full)', async () => {
    const result = fetchPageData(url, 'h', async () => new Response(body, { status: 200 }));
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(result).rejects.toThrow('Loading chunk page-data-shape failed');
  });

  it('still reports the page-data failures that come first, without an unhandled rejection', async () => {
    const result = fetchPageData(url, 'h', async () => new Response('', { status: 500 }));
    await expect(result).rejects.toThrow(`Failed to fetch ${url}.`);
  });
});
