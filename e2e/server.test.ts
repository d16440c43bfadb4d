import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startSite, type RunningSite } from './support/server';

let site: RunningSite;

beforeAll(async () => {
  site = await startSite(inject('siteDir'));
});

afterAll(async () => {
  await site?.close();
});

describe('serving the built site', () => {
  it('answers an unknown URL with the 404 page and status 404', async () => {
    const response = await fetch(site.url('/no-existe/'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Página no encontrada');
  });

  it('redirects a page path without trailing slash', async () => {
    const response = await fetch(site.url('/banca-personas/cuentas?x=1'), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/banca-personas/cuentas/?x=1');
  });

  it('serves pages, page data and assets with their content types', async () => {
    const html = await fetch(site.url('/banca-personas/'));
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    const data = await fetch(site.url('/assets/data/banca-personas/index.json'));
    expect(data.headers.get('content-type')).toMatch(/^application\/json/);
    const image = await fetch(site.url('/content-images/images/familia-azul.svg'));
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });
});
