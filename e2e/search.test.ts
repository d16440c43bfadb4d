/**
 * Site search (issue 17; docs/behaviour.md "Site search") on the built site: the header's search and the
 * results page find the right pages in Spanish, lead to the matching section, cost nothing until opened,
 * work with the keyboard, and pass axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { openConsentedPage } from './support/consent';
import { hasMarker, setMarker, type OpenedPage } from './support/pages';
import { siteAndBrowserForFile } from './support/site-and-browser';

const { site, browser } = siteAndBrowserForFile();

const searchRequest = (path: string) => path.startsWith('/pagefind/') || /\/search-panel[-.]/.test(path);

async function openSearch(opened: OpenedPage): Promise<void> {
  await opened.page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await opened.page.getByRole('dialog', { name: 'Buscar en el sitio' }).waitFor();
}

/** Types a query into the open header search and waits for its results (or empty state) to be announced. */
async function search(page: Page, query: string): Promise<void> {
  await page.getByLabel('¿Qué estás buscando?').fill(query);
  await page.locator('.search-panel [role="status"]', { hasText: `«${query}»` }).waitFor();
}

/** The result links shown in `scope`, in order. */
async function resultHrefs(page: Page, scope = '.search-panel'): Promise<string[]> {
  return page
    .locator(`${scope} a[data-search-result]`)
    .evaluateAll((links) =>
      links.map(
        (link) => new URL((link as HTMLAnchorElement).href).pathname + (link as HTMLAnchorElement).hash,
      ),
    );
}

describe('the header search', () => {
  it('downloads no search code or index until the visitor shows the intent to search', async () => {
    const opened = await openConsentedPage(browser, site.url('/'));
    expect(opened.requests.filter(searchRequest)).toEqual([]);
    // Hovering 'Buscar' loads the panel and what every first search needs (issue 31): Pagefind's script.
    await opened.page.getByRole('button', { name: 'Buscar', exact: true }).hover();
    await expect.poll(() => opened.requests.includes('/pagefind/pagefind.js')).toBe(true);
    expect(opened.requests.some((path) => /\/search-panel[-.]/.test(path))).toBe(true);
    await openSearch(opened);
    // The index loads with the first search, not with the panel.
    expect(opened.requests.filter((path) => path.startsWith('/pagefind/index/'))).toEqual([]);
    await search(opened.page, 'remesa');
    expect(opened.requests.some((path) => path.startsWith('/pagefind/index/'))).toBe(true);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it("lists the Oro card first for 'tarjeta oro', and finds the remittance and credit pages", async () => {
    const opened = await openConsentedPage(browser, site.url('/agencias/'));
    await openSearch(opened);
    await search(opened.page, 'tarjeta oro');
    expect((await resultHrefs(opened.page))[0]).toMatch(
      /^\/banca-personas\/tarjetas\/tarjeta-de-credito-oro\//,
    );
    const firstExcerpt = opened.page.locator('.search-panel .search-result').first();
    expect(await firstExcerpt.locator('mark').count()).toBeGreaterThan(0);

    await search(opened.page, 'remesa');
    expect(await resultHrefs(opened.page)).toContainEqual(
      expect.stringMatching(/^\/banca-personas\/remesa-azul\//),
    );

    // Without its accent, 'credito' finds 'crédito'.
    await search(opened.page, 'credito');
    const credit = await resultHrefs(opened.page);
    expect(credit).toContainEqual(expect.stringMatching(/^\/banca-personas\/creditos\//));
    expect(credit).toContainEqual(expect.stringMatching(/^\/banca-personas\/tarjetas\/tarjeta-de-credito-/));
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it("finds the opening hours answer for 'horario' and lands on it, open, with a client navigation", async () => {
    const opened = await openConsentedPage(browser, site.url('/'));
    const { page } = opened;
    await setMarker(page);
    await openSearch(opened);
    await search(page, 'horario');
    const faq = page.locator('.search-panel a[data-search-result][href$="/preguntas-frecuentes/#horarios"]');
    await faq.waitFor();
    await faq.click();
    await page.waitForURL((url) => url.pathname === '/preguntas-frecuentes/' && url.hash === '#horarios');
    expect(await hasMarker(page)).toBe(true);
    await page.locator('#horarios-pregunta[aria-expanded="true"]').waitFor();
    expect(await page.getByRole('dialog', { name: 'Buscar en el sitio' }).count()).toBe(0);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it('says there are no results for a nonsense word, with suggestions', async () => {
    const opened = await openConsentedPage(browser, site.url('/'));
    await openSearch(opened);
    await search(opened.page, 'zxqwvbn');
    const status = opened.page.locator('.search-panel [role="status"]');
    expect(await status.textContent()).toBe('Sin resultados para «zxqwvbn»');
    const suggestions = await opened.page
      .locator('.search-panel .search-suggestions a')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(suggestions).toEqual(['/preguntas-frecuentes/', '/agencias/', '/tasas-y-comisiones/']);
    await opened.context.close();
  });

  it('searches with the WebAssembly a brotli host sends, already unpacked by the browser', async () => {
    // Chromium asks for brotli only over HTTPS, so the test plays the browser: it takes the server's brotli
    // answer (Node's fetch decodes it) and hands Pagefind the decoded bytes, as Chromium would over HTTPS.
    let encoding: string | null = null;
    const opened = await openConsentedPage(browser, site.url('/'), {
      setup: (page) =>
        page.route('**/pagefind/wasm.*.pagefind', async (route) => {
          const answer = await fetch(route.request().url(), { headers: { 'Accept-Encoding': 'br' } });
          encoding = answer.headers.get('content-encoding');
          await route.fulfill({ status: answer.status, body: Buffer.from(await answer.arrayBuffer()) });
        }),
    });
    await openSearch(opened);
    await search(opened.page, 'remesa');
    expect(encoding).toBe('br');
    expect(await resultHrefs(opened.page)).toContainEqual(
      expect.stringMatching(/^\/banca-personas\/remesa-azul\//),
    );
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it('opens with / and Ctrl+K, moves through results with the arrow keys, and closes with Escape', async () => {
    const opened = await openConsentedPage(browser, site.url('/'));
    const { page } = opened;
    const dialog = page.getByRole('dialog', { name: 'Buscar en el sitio' });
    await page.keyboard.press('/');
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened it.
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('header-search-toggle')),
    ).toBe(true);

    await page.keyboard.press('Control+k');
    await dialog.waitFor();
    await search(page, 'tarjeta');
    const links = await resultHrefs(page);
    expect(links.length).toBeGreaterThan(1);
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLAnchorElement | null;
        return el?.dataset.searchResult !== undefined ? new URL(el.href).pathname + el.hash : el?.tagName;
      });
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(links[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(links[1]);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('INPUT');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await opened.context.close();
  });

  it('passes axe with results open', async () => {
    const opened = await openConsentedPage(browser, site.url('/'));
    await openSearch(opened);
    await search(opened.page, 'cuenta');
    await expectNoSeriousViolations(opened.page, 'open search with results', {
      include: ['.search-panel', '.site-header'],
    });
    await search(opened.page, 'zxqwvbn');
    await expectNoSeriousViolations(opened.page, 'open search without results', {
      include: ['.search-panel'],
    });
    await opened.context.close();
  });
});

describe('the results page', () => {
  it('shows the results of /buscar/?q=agencias opened directly, and keeps the address in step with the field', async () => {
    const opened = await openConsentedPage(browser, site.url('/buscar/?q=agencias'));
    const { page } = opened;
    await page.locator('.search-page [role="status"]', { hasText: '«agencias»' }).waitFor();
    expect(await resultHrefs(page, '.search-page')).toContainEqual(expect.stringMatching(/^\/agencias\//));
    expect(await page.getByLabel('¿Qué estás buscando?').inputValue()).toBe('agencias');
    await expectNoSeriousViolations(page, '/buscar/?q=agencias');

    await page.getByLabel('¿Qué estás buscando?').fill('remesa');
    await page.locator('.search-page [role="status"]', { hasText: '«remesa»' }).waitFor();
    await page.waitForURL((url) => url.search === '?q=remesa');
    // Reloaded, the page shows the same search.
    await page.reload();
    await page.locator('.search-page [role="status"]', { hasText: '«remesa»' }).waitFor();
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it('is reached from the header with Enter, and back and forward bring the search back', async () => {
    const opened = await openConsentedPage(browser, site.url('/'));
    const { page } = opened;
    await setMarker(page);
    await openSearch(opened);
    await search(page, 'cuenta de ahorro');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/buscar/' && url.search === '?q=cuenta+de+ahorro');
    await page.locator('.search-page [role="status"]', { hasText: '«cuenta de ahorro»' }).waitFor();
    expect(await hasMarker(page)).toBe(true);
    const first = page.locator('.search-page a[data-search-result]').first();
    const target = await first.evaluate((link) => new URL((link as HTMLAnchorElement).href).pathname);
    await first.click();
    await page.waitForURL((url) => url.pathname === target);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/buscar/');
    await page.locator('.search-page [role="status"]', { hasText: '«cuenta de ahorro»' }).waitFor();
    expect(await hasMarker(page)).toBe(true);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });
});
