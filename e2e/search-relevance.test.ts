/**
 * Search that understands a Salvadoran visitor (issue 31; docs/behaviour.md "Site search"), on the built
 * site: the judged query set's precision at 1 and MRR through the site's search code, the held-out sets'
 * (issue 40: queries never used to tune, the third and fourth judged before the search ran on them) at least what they
 * reached, then in Chromium a synonym, a typo, a query without accents, a plural, a pinned result, the
 * empty state for a word no page is about, a result landing on its section and on an agency's card, and
 * the results page without JavaScript.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  measureFreshHeldOut,
  measureHeldOut,
  measureRelevance,
  measureThirdHeldOut,
  measureFourthHeldOut,
  relevanceLines,
} from '../bench/search-relevance';
import { freshHeldOutQueries } from '../src/search/relevance/fresh-held-out-queries';
import { heldOutQueries } from '../src/search/relevance/held-out-queries';
import type { JudgedQuery } from '../src/search/relevance/judged-queries';
import { thirdHeldOutQueries } from '../src/search/relevance/third-held-out-queries';
import { fourthHeldOutQueries } from '../src/search/relevance/fourth-held-out-queries';
import { openConsentedPage } from './support/consent';
import type { OpenedPage } from './support/pages';
import { siteAndBrowserForFile } from './support/site-and-browser';

const { site, browser } = siteAndBrowserForFile();

async function openSearch(opened: OpenedPage): Promise<void> {
  await opened.page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await opened.page.getByRole('dialog', { name: 'Buscar en el sitio' }).waitFor();
}

/** Types a query into the open header search and returns the result links, in order, once announced. */
async function resultsFor(page: Page, query: string): Promise<string[]> {
  await page.getByLabel('¿Qué estás buscando?').fill(query);
  await page.locator('.search-panel [role="status"]', { hasText: `«${query}»` }).waitFor();
  return page
    .locator('.search-panel a[data-search-result]')
    .evaluateAll((links) =>
      links.map(
        (link) => new URL((link as HTMLAnchorElement).href).pathname + (link as HTMLAnchorElement).hash,
      ),
    );
}

/** Whether the element with this id is on screen (its top within the viewport). */
const inView = (page: Page, id: string) =>
  page.evaluate((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
  }, id);

describe('the judged query set', () => {
  // The figures are deterministic (the same index and code give the same ranking): the floors are the
  // issue's targets, met since the search weight and ranking of issue 31's second round.
  it('reaches the targets: precision at 1 ≥ 90 % and MRR ≥ 0.93 (bench/results.md lists the misses)', async () => {
    const score = await measureRelevance(inject('siteDir'));
    console.log(relevanceLines(score).join('\n'));
    expect(score.queries).toBeGreaterThanOrEqual(80);
    expect(score.precisionAt1).toBeGreaterThanOrEqual(0.9);
    expect(score.meanReciprocalRank).toBeGreaterThanOrEqual(0.93);
  });
});

describe('the held-out query sets (never used to tune the search)', () => {
  // The first set: 66 of 86 right first when it was measured, 72 after issue 40's causes were fixed
  // (bench/results.md part (g) names the others); the floor leaves four queries of margin, so a change
  // may move a query either way but not lose the ground gained.
  it('keeps precision at 1 on the first set at 79 % or more (bench/results.md lists the misses)', async () => {
    const score = await measureHeldOut(inject('siteDir'));
    console.log(relevanceLines(score, 'Held-out queries').join('\n'));
    expect(score.queries).toBeGreaterThanOrEqual(60);
    expect(score.precisionAt1).toBeGreaterThanOrEqual(0.79);
  });

  // The fresh set: 51 of 79 right first the one time it was measured (the target is 90 %), 59
  // after the fifth and sixth rounds (docs/decisions/0010); the floor leaves four queries of margin.
  it('keeps precision at 1 on the fresh set at 69 % or more (bench/results.md lists the misses)', async () => {
    const score = await measureFreshHeldOut(inject('siteDir'));
    console.log(relevanceLines(score, 'Fresh held-out queries').join('\n'));
    expect(score.queries).toBeGreaterThanOrEqual(60);
    expect(score.precisionAt1).toBeGreaterThanOrEqual(0.69);
  });

  // The third set: 49 of 89 right first when it was measured, before any change; 60 after the sixth round's
  // causes were fixed, 65 after the seventh's (docs/decisions/0010); the floor leaves four queries of margin.
  it('keeps precision at 1 on the third set at 68 % or more (bench/results.md lists the misses)', async () => {
    const score = await measureThirdHeldOut(inject('siteDir'));
    console.log(relevanceLines(score, 'Third held-out queries').join('\n'));
    expect(score.queries).toBeGreaterThanOrEqual(60);
    expect(score.precisionAt1).toBeGreaterThanOrEqual(0.68);
  });

  // The fourth set: 37 of 56 right first the one time it was measured (seventh round, docs/decisions/0010),
  // its misses left unfixed; the floor leaves four queries of margin.
  it('keeps precision at 1 on the fourth set at 58 % or more (bench/results.md lists the misses)', async () => {
    const score = await measureFourthHeldOut(inject('siteDir'));
    console.log(relevanceLines(score, 'Fourth held-out queries').join('\n'));
    expect(score.queries).toBeGreaterThanOrEqual(40);
    expect(score.precisionAt1).toBeGreaterThanOrEqual(0.58);
  });

  it.each([
    { name: 'first', set: heldOutQueries },
    { name: 'fresh', set: freshHeldOutQueries },
    { name: 'third', set: thirdHeldOutQueries },
    { name: 'fourth', set: fourthHeldOutQueries },
  ])('judges the $name set by pages and sections the built site has', async ({ set }) => {
    const siteDir = inject('siteDir');
    const missing: string[] = [];
    for (const { query, expect: wanted } of set as readonly JudgedQuery[]) {
      for (const url of wanted) {
        const [pathname = '', id] = url.split('#');
        const html = await readFile(path.join(siteDir, pathname, 'index.html'), 'utf8').catch(() => null);
        if (html === null || (id !== undefined && !html.includes(`id="${id}"`)))
          missing.push(`${query}: ${url}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the header search, as visitors type', () => {
  it('understands a synonym, a typo, a word without accents and a plural', async () => {
    const opened = await openConsentedPage(browser, site.url('/'));
    await openSearch(opened);
    const first = async (query: string) => (await resultsFor(opened.page, query))[0];
    expect(await first('sucursal santa ana')).toBe('/agencias/#agencia-santa-ana');
    expect(await first('platinun')).toBe('/banca-personas/tarjetas/tarjeta-de-credito-platinum/');
    expect(await first('contrasena')).toBe('/preguntas-frecuentes/#olvide-mi-contrasena');
    expect(await first('sucursales')).toBe('/agencias/');
    expect(await first('cajeros')).toBe('/atm/');
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it('shows the results editors pinned first, and the empty state for words no page is about', async () => {
    const opened = await openConsentedPage(browser, site.url('/'));
    await openSearch(opened);
    expect((await resultsFor(opened.page, 'horario')).slice(0, 2)).toEqual([
      '/agencias/',
      '/preguntas-frecuentes/#horarios',
    ]);
    // A pinned page the search found nothing on reads its description, not an empty line.
    const pinnedExcerpt = opened.page.locator('.search-panel .search-result-excerpt').first();
    expect(((await pinnedExcerpt.textContent()) ?? '').trim()).not.toBe('');
    for (const query of ['bitcoin', 'tipo de cambio']) {
      expect(await resultsFor(opened.page, query)).toEqual([]);
      expect(await opened.page.locator('.search-panel [role="status"]').textContent()).toBe(
        `Sin resultados para «${query}»`,
      );
    }
    await opened.context.close();
  });

  it('lands on the section that matched, by a readable anchor', async () => {
    const opened = await openConsentedPage(browser, site.url('/'));
    const { page } = opened;
    await openSearch(opened);
    expect((await resultsFor(page, 'requisitos banca movil'))[0]).toBe(
      '/medios-digitales/banca-movil/#requisitos',
    );
    await page.locator('.search-panel a[data-search-result]').first().click();
    await page.waitForURL(
      (url) => url.pathname === '/medios-digitales/banca-movil/' && url.hash === '#requisitos',
    );
    await expect.poll(() => inView(page, 'requisitos')).toBe(true);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it("lands on an agency's card, scrolled into view", async () => {
    const opened = await openConsentedPage(browser, site.url('/'));
    const { page } = opened;
    await openSearch(opened);
    expect((await resultsFor(page, 'agencia san miguel'))[0]).toBe('/agencias/#agencia-san-miguel');
    await page.locator('.search-panel a[data-search-result]').first().click();
    await page.waitForURL((url) => url.pathname === '/agencias/' && url.hash === '#agencia-san-miguel');
    await expect.poll(() => inView(page, 'agencia-san-miguel')).toBe(true);
    expect(await page.locator('#agencia-san-miguel').textContent()).toContain('San Miguel');
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });
});

describe('the results page without JavaScript', () => {
  it('says that search needs JavaScript and links the main sections', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url('/buscar/?q=remesa'));
    // Playwright's text locators skip <noscript>: its content is read as the page shows it.
    const notice = page.locator('.search-noscript');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('La búsqueda del sitio necesita JavaScript');
    const links = await page
      .locator('.search-noscript a')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(links).toEqual(
      expect.arrayContaining(['/banca-personas/', '/agencias/', '/preguntas-frecuentes/']),
    );
    await context.close();
  });
});
