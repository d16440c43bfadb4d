import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteOrigin } from '../../config/integrations';
import type { Story } from '../../content/story';
import type { Route } from '../../content/routes/routes';
import { isPublicRoute } from '../../content/routes/public-routes';
import { robotsTxt, sitemapXml, writeSeoFiles } from './sitemap';

const siteUrl = 'https://www.bancoazul.example';

function route(routePath: string, publishedAt: string | null = null): Route {
  const story = { full_slug: routePath, published_at: publishedAt } as Story;
  return { path: routePath, story };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('isPublicRoute', () => {
  it('keeps pages and leaves out preview screens, the not-found page and -old pages', () => {
    expect(isPublicRoute('/')).toBe(true);
    expect(isPublicRoute('/banca-personas/tarjetas/')).toBe(true);
    // Only the last segment decides: a live page under a retired folder name stays.
    expect(isPublicRoute('/banca-personas-old/tarjetas/')).toBe(true);
    expect(isPublicRoute('/old/')).toBe(true);
    for (const hidden of [
      '/editor/',
      '/global/',
      '/404/',
      '/banca-personas/tarjetas-old/',
      '/promociones-old/',
    ]) {
      expect(isPublicRoute(hidden), hidden).toBe(false);
    }
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(
    [
      route('/', '2025-06-02T16:40:09.511Z'),
      route('/atm/', null),
      route('/404/', '2025-01-01T00:00:00.000Z'),
      route('/banca-personas/azul-premier-old/', '2024-01-01T00:00:00.000Z'),
      route('/tasas-y-comisiones/', '2025-07-10T08:00:00Z'),
    ],
    siteUrl,
  );

  it('lists public routes as absolute URLs, in order', () => {
    expect(locs(xml)).toEqual([`${siteUrl}/`, `${siteUrl}/atm/`, `${siteUrl}/tasas-y-comisiones/`]);
  });

  it('gives the publication date only, and no lastmod without one', () => {
    expect(xml).toContain(`<url><loc>${siteUrl}/</loc><lastmod>2025-06-02</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${siteUrl}/atm/</loc></url>`);
    expect(xml).toContain('<lastmod>2025-07-10</lastmod>');
  });

  it('is a sitemaps.org urlset document', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes XML in URLs', () => {
    expect(sitemapXml([route("/a&b'c/")], siteUrl)).toContain(`<loc>${siteUrl}/a&#38;b&#39;c/</loc>`);
  });
});

describe('robotsTxt', () => {
  it('points at the sitemap and keeps crawlers out of the preview screens', () => {
    const robots = robotsTxt('https://banco.example:8443');
    expect(robots.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /editor/',
      'Disallow: /global/',
      '',
      'Sitemap: https://banco.example:8443/sitemap.xml',
      '',
    ]);
  });
});

describe('writeSeoFiles', () => {
  it('writes sitemap.xml and robots.txt into the output folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'seo-'));
    try {
      const bytes = await writeSeoFiles(dir, [route('/'), route('/404/')], siteUrl);
      const sitemap = await readFile(path.join(dir, 'sitemap.xml'), 'utf8');
      const robots = await readFile(path.join(dir, 'robots.txt'), 'utf8');
      expect(locs(sitemap)).toEqual([`${siteUrl}/`]);
      expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
      expect(bytes).toBe(Buffer.byteLength(sitemap) + Buffer.byteLength(robots));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('siteOrigin (SITE_URL)', () => {
  it('defaults to the reserved domain and keeps a configured origin without its trailing slash', () => {
    expect(siteOrigin('')).toBe('https://www.bancoazul.example');
    expect(siteOrigin('https://www.banco.example/')).toBe('https://www.banco.example');
    expect(siteOrigin('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
  });

  it('refuses values that are not an http(s) origin', () => {
    expect(() => siteOrigin('www.banco.example')).toThrow(/not a URL/);
    expect(() => siteOrigin('ftp://banco.example')).toThrow(/origin/);
    expect(() => siteOrigin('https://banco.example/sitio/')).toThrow(/path prefix/);
  });
});
