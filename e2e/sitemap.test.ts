/**
 * SEO files of the built site (issue 11 acceptance 5): the sitemap lists every public route and nothing
 * else, compared with the HTML files the build wrote; robots.txt points at it; the head carries the
 * canonical URL, social tags and JSON-LD, and keeps them right on client navigation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { integrations } from '../src/config/integrations';
import { builtRoutes } from './support/built-routes';
import { openConsentedPage } from './support/consent';
import { siteAndBrowserForFile } from './support/site-and-browser';

const siteDir = inject('siteDir');
const siteUrl = integrations.siteUrl;
const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');

/** The rule, restated from the issue rather than imported: preview screens, 404 and `-old` pages stay out. */
function expectedInSitemap(route: string): boolean {
  if (['/editor/', '/global/', '/404/'].includes(route)) return false;
  return !/-old\/$/.test(route);
}

describe('sitemap.xml and robots.txt', () => {
  const routes = builtRoutes(siteDir);
  const sitemap = read('sitemap.xml');
  const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it('lists every public built route, once, and nothing else', () => {
    const expected = routes.filter(expectedInSitemap).map((route) => `${siteUrl}${route}`);
    expect(expected.length).toBeGreaterThan(80);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual(expected.sort());
    for (const hidden of ['/editor/', '/global/', '/404/', '/banca-personas/tarjetas-old/']) {
      expect(routes, `${hidden} is built`).toContain(hidden);
      expect(locs).not.toContain(`${siteUrl}${hidden}`);
    }
  });

  it("gives each entry its story's publication date, date only", () => {
    const entries = [...sitemap.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)];
    expect(entries.length).toBe(locs.length);
    for (const [, loc = '', lastmod] of entries) {
      const inner = new URL(loc).pathname.replace(/^\/|\/$/g, '');
      const data = JSON.parse(read(path.join('assets/data', inner, 'index.json'))) as {
        data: { story: { published_at: string | null } };
      };
      expect(lastmod, loc).toBe(data.data.story.published_at?.slice(0, 10));
    }
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('robots.txt points at the sitemap and disallows the preview screens', () => {
    const robots = read('robots.txt');
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/editor\/$/m);
    expect(robots).toMatch(/^Disallow: \/global\/$/m);
  });
});

describe('head metadata', () => {
  const { site, browser } = siteAndBrowserForFile(siteDir);

  const jsonLd = (route: string): unknown[] =>
    [
      ...read(path.join(route, 'index.html')).matchAll(
        /<script type="application\/ld\+json">(.*?)<\/script>/g,
      ),
    ].map((m) => JSON.parse(m[1] ?? '') as unknown);

  it('home page: BankOrCreditUnion JSON-LD', () => {
    const [bank, ...rest] = jsonLd('/') as Record<string, unknown>[];
    expect(rest).toEqual([]);
    expect(bank).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BankOrCreditUnion',
      name: 'Banco Azul',
      url: `${siteUrl}/`,
      telephone: '+503 2555-0100',
      address: { '@type': 'PostalAddress', addressLocality: 'San Salvador', addressCountry: 'SV' },
    });
    expect(bank?.logo).toMatch(new RegExp(`^${siteUrl}/.+\\.(svg|png)$`));
    expect(bank).not.toHaveProperty('sameAs');
  });

  it('FAQ page: FAQPage JSON-LD with every question and a plain-text answer', () => {
    const html = read('preguntas-frecuentes/index.html');
    const [faq] = jsonLd('/preguntas-frecuentes/') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    }[];
    const buttons = [...html.matchAll(/class="faq-question-toggle"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(faq?.mainEntity.map((q) => q.name)).toEqual(buttons);
    for (const q of faq?.mainEntity ?? []) expect(q.acceptedAnswer.text).toMatch(/^[^<>]{20,}$/);
    // A page without FAQ or places carries none (the place pages have their own graph: e2e/finder.test.ts).
    expect(jsonLd('/tasas-y-comisiones/')).toEqual([]);
  });

  it('canonical and social tags follow client navigation', async () => {
    const { page, context } = await openConsentedPage(browser, site.url('/'));
    const head = () =>
      page.evaluate(() => {
        const attr = (selector: string, name: string) =>
          document.head.querySelector(selector)?.getAttribute(name);
        return {
          canonical: attr('link[rel="canonical"]', 'href'),
          ogUrl: attr('meta[property="og:url"]', 'content'),
          ogTitle: attr('meta[property="og:title"]', 'content'),
          ogDescription: attr('meta[property="og:description"]', 'content'),
          twitterTitle: attr('meta[name="twitter:title"]', 'content'),
          canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
        };
      });
    expect(await head()).toMatchObject({ canonical: `${siteUrl}/`, ogUrl: `${siteUrl}/`, canonicals: 1 });
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('#app a[href="/preguntas-frecuentes/"]');
      if (link) link.click();
      else window.history.pushState({}, '', '/');
    });
    await page.waitForURL('**/preguntas-frecuentes/');
    const target = `${siteUrl}/preguntas-frecuentes/`;
    await expect.poll(async () => (await head()).canonical).toBe(target);
    expect(await head()).toMatchObject({
      ogUrl: target,
      ogTitle: 'Preguntas frecuentes',
      twitterTitle: 'Preguntas frecuentes',
      canonicals: 1,
    });
    // The prerendered page of the same route says the same.
    const served = read('preguntas-frecuentes/index.html');
    expect(served).toContain(`<link rel="canonical" href="${target}"/>`);
    expect(served).toContain('<meta property="og:title" content="Preguntas frecuentes"/>');
    await context.close();
  });
});
