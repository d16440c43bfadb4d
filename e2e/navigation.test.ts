import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withConsent } from './support/consent';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { waitForHydration } from './support/pages';

const { site, browser } = siteAndBrowserForFile();

async function openPage(path: string): Promise<{ page: Page; requests: string[]; errors: string[] }> {
  const context = await browser.newContext();
  // A visitor who already chose: the consent dialog would take the clicks.
  await withConsent(context, site.url('/'));
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  // The favicon is fetched whenever the browser likes; everything else the page asks for is counted.
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path !== '/favicon.svg') requests.push(path);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.url(path));
  await waitForHydration(page);
  return { page, requests, errors };
}

describe('client navigation', () => {
  it('follows an internal link without a document load, fetching only that page data', async () => {
    const { page, requests, errors } = await openPage('/banca-personas/');
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = 'same-document';
    });
    const remesaData = '/assets/data/banca-personas/remesa-azul/index.json';
    // Visible links are prefetched (docs/behaviour.md §2); whether the click or the prefetch asks first, one request.
    const pageRequests = () =>
      requests.filter((r) => !r.startsWith('/assets/') && !r.startsWith('/content-images/'));
    const before = pageRequests().length;
    await page.getByRole('link', { name: 'Conocé Remesa Azul' }).click();
    await page.waitForURL('**/banca-personas/remesa-azul/');
    await expect.poll(() => page.textContent('h1')).toBe('Remesa Azul');
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
      'same-document',
    );
    // The head follows the content after docs/behaviour.md §9's 10 ms debounce.
    await expect.poll(() => page.title()).toBe('Remesa Azul - Banco Azul');
    expect(requests.filter((r) => r === remesaData)).toEqual([remesaData]);
    expect(pageRequests().length).toBe(before);

    await page.goBack();
    await page.waitForURL(site.url('/banca-personas/'));
    await expect.poll(() => page.textContent('h1')).toBe('Banca Personas');
    // The head follows the content after docs/behaviour.md §9's 10 ms debounce.
    await expect.poll(() => page.title()).toBe('Banca Personas - Banco Azul');
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
      'same-document',
    );
    // Back to the first page: its data was inline and is cached, nothing is fetched again.
    expect(requests.filter((r) => r === remesaData)).toEqual([remesaData]);
    expect(requests.filter((r) => r === '/assets/data/banca-personas/index.json')).toEqual([]);
    expect(pageRequests().length).toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("hydrates home's static regions as the server drew them and renders them in full on a return", async () => {
    const { page, requests, errors } = await openPage('/');
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = 'same-document';
    });
    // Home's inline state carries its regions of static blocks as stubs (docs/performance.md "A lean inline state").
    // The regions after the slider (whose shown slide changes by itself).
    const regions = page.locator('.page-body > .generic-block');
    const landed = await regions.allInnerTexts();
    expect(landed.join('\n')).toContain('Accesos rápidos');
    // A link inside such a region is followed in the document, like any other.
    await page.locator('.page-body a[href="/agencias/"]').first().click();
    await page.waitForURL('**/agencias/');
    await expect.poll(() => page.textContent('h1')).toBe('Agencias');
    await page.goBack();
    await page.waitForURL(site.url('/'));
    await expect.poll(() => regions.allInnerTexts()).toEqual(landed);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
      'same-document',
    );
    // The stubs only hydrate: the return draws the page from its data file, fetched once.
    expect(requests.filter((r) => r === '/assets/data/index.json')).toEqual(['/assets/data/index.json']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('navigates links inside rich text', async () => {
    const { page, errors } = await openPage('/banca-personas/remesa-azul/');
    await page.getByRole('link', { name: 'Ver todas las cuentas' }).click();
    await page.waitForURL('**/banca-personas/cuentas/');
    await expect.poll(() => page.textContent('h1')).toBe('Cuentas');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the not-found page in place for an unknown internal path', async () => {
    const { page, errors, requests } = await openPage('/banca-personas/');
    requests.length = 0;
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/no-existe/';
      link.textContent = 'Enlace roto';
      document.querySelector('main')?.append(link);
    });
    // A click without a pointer: hovering would start the intent prefetch of the missing page, and when that
    // 404 comes back before the click (a loaded machine), the click asks again, as a failed load must.
    await page
      .getByRole('link', { name: 'Enlace roto' })
      .evaluate((link) => (link as HTMLAnchorElement).click());
    await page.waitForURL('**/no-existe/');
    await expect.poll(() => page.textContent('h1')).toBe('Página no encontrada');
    const notFoundRequests = requests.filter((r) => r.includes('/no-existe/') || r.includes('/404/'));
    expect(notFoundRequests).toEqual(['/assets/data/no-existe/index.json', '/assets/data/404/index.json']);
    expect(errors.filter((e) => !e.includes('404'))).toEqual(['Could not find /no-existe/']);
    await page.context().close();
  });

  it('hydrates every bundled page without warnings', async () => {
    for (const path of ['/', '/banca-personas/', '/banca-personas/cuentas/', '/404/']) {
      const { page, errors } = await openPage(path);
      expect(errors, path).toEqual([]);
      await page.context().close();
    }
  });
});
