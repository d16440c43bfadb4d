/**
 * The site's copy as a bank publishes it (issue 33): one demo notice on every page and no scattered sample-data
 * remarks, every phone shown a `tel:` link, the same call-centre hours wherever they are shown, and carousels
 * that show one readable card (and a peek of the next) on a phone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { builtRoutes } from './support/built-routes';
import { openConsentedPage as openPage, withConsent } from './support/consent';
import { siteAndBrowserForFile } from './support/site-and-browser';

const { site, browser } = siteAndBrowserForFile();
const siteDir = inject('siteDir');
const phone = { width: 390, height: 844 };

/** The pages a visitor reaches (the not-found page included; the editor's preview screens left out). */
const routes = builtRoutes(siteDir).filter((route) => route !== '/editor/' && route !== '/global/');

/** Remarks the one demo notice replaces, in the wordings the copy used. */
const scatteredRemarks =
  /\((?:muestra|datos de ejemplo)\)|persona ficticia|de muestra\b|datos de ejemplo|S\.A\.\./i;

function htmlOf(route: string): string {
  return readFileSync(path.join(siteDir, route, 'index.html'), 'utf8');
}

/** The page's visible text without its tags (scripts and the embedded state left out). */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** Phones written in the page's text that are not the text of a `tel:` link. */
function phonesWithoutLink(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/\+?\(?503\)? ?\d{4}-\d{4}/.test(text)) continue;
      if (node.parentElement?.closest('script, a[href^="tel:"]')) continue;
      found.push(text.trim());
    }
    return found;
  });
}

describe('one demo notice (issue 33)', () => {
  it('is on every page, once, and no other sample-data remark is', () => {
    expect(routes.length).toBeGreaterThan(80);
    const offenders: string[] = [];
    for (const route of routes) {
      const html = htmlOf(route);
      const notices = html.match(/class="demo-notice[ "]/g) ?? [];
      if (notices.length !== 1) offenders.push(`${route}: ${notices.length} notices`);
      const remark = scatteredRemarks.exec(textOf(html.replace(/<p class="demo-notice[\s\S]*?<\/p>/, '')));
      if (remark) offenders.push(`${route}: "${remark[0]}"`);
    }
    expect(offenders).toEqual([]);
  });

  it('reads in the browser at the foot of the page', async () => {
    const { page, context } = await openPage(browser, site.url('/'), { viewport: phone });
    const notice = page.locator('footer .demo-notice');
    expect(await notice.count()).toBe(1);
    expect(await notice.innerText()).toMatch(/son de muestra\.$/);
    await context.close();
  });
});

describe('contact data (issue 33)', () => {
  const contactPages = [
    '/',
    '/preguntas-frecuentes/',
    '/servicio-al-cliente/',
    '/banca-personas/cuentas-beneficios-banca-personas/',
  ];

  for (const route of contactPages) {
    it(`${route}: every phone shown is a tel: link, in one format`, async () => {
      const { page, context } = await openPage(browser, site.url(route), { viewport: phone });
      expect(await phonesWithoutLink(page)).toEqual([]);
      const links = await page
        .locator('a[href^="tel:"]')
        .evaluateAll((anchors) =>
          anchors.map((a) => ({ href: a.getAttribute('href') ?? '', text: a.textContent?.trim() ?? '' })),
        );
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.text).toMatch(/^\+503 \d{4}-\d{4}$/);
        expect(link.href).toBe(`tel:${link.text.replace(/[^\d+]/g, '')}`);
      }
      await context.close();
    });
  }

  it('the footer, the FAQ and the customer-service page show the same call-centre hours', async () => {
    const hours: string[] = [];
    for (const route of ['/', '/preguntas-frecuentes/', '/servicio-al-cliente/']) {
      const { page, context } = await openPage(browser, site.url(route), { viewport: phone });
      const scope = route === '/' ? page.locator('footer') : page.locator('main');
      if (route === '/preguntas-frecuentes/')
        await page.getByRole('button', { name: '¿Cuál es el horario de atención?' }).click();
      const shown = scope.locator('.contact-details-hours').first();
      await expect.poll(() => shown.isVisible()).toBe(true);
      hours.push(await shown.innerText());
      await context.close();
    }
    expect(hours[0]).toMatch(/\d{2}:\d{2}–\d{2}:\d{2}/);
    expect(new Set(hours).size).toBe(1);
  });
});

describe('carousels on a phone (issue 33)', () => {
  const carouselRoutes = routes.filter((route) => htmlOf(route).includes('class="block-carousel'));

  it('are on the pages that have them', () => {
    expect(carouselRoutes.length).toBeGreaterThanOrEqual(8);
  });

  for (const route of carouselRoutes) {
    it(`${route}: one panel of at least 240 px per view at 390 px, and a peek of the next`, async () => {
      const { page, context } = await openPage(browser, site.url(route), { viewport: phone });
      const carousels = page.locator('.block-carousel.is-ready');
      await expect.poll(() => carousels.count()).toBeGreaterThan(0);
      const boxes = await carousels.evaluateAll((list) =>
        list.map((carousel) => {
          const viewport = carousel.querySelector('.block-carousel__viewport')?.getBoundingClientRect();
          const slots = [...carousel.querySelectorAll('.block-carousel__slot')].map((slot) =>
            slot.getBoundingClientRect(),
          );
          return {
            viewportRight: viewport?.right ?? 0,
            slots: slots.map((s) => ({ left: s.left, width: s.width })),
          };
        }),
      );
      for (const { viewportRight, slots } of boxes) {
        for (const slot of slots) expect(slot.width).toBeGreaterThanOrEqual(240);
        const second = slots[1];
        // The next panel starts inside the carousel's view: a peek that says there is more.
        if (second) expect(second.left).toBeLessThan(viewportRight);
      }
      await context.close();
    });
  }
});

describe('odds and ends (issue 33)', () => {
  it("home's meta description carries the bank's words (docs/behaviour.md §1)", () => {
    const description = /<meta name="description" content="([^"]*)"/.exec(htmlOf('/'))?.[1] ?? '';
    expect(description).toContain('el banco de los salvadoreños que impulsa grandes comienzos');
    expect(description).toContain('servicios financieros y atención personalizada');
    const download = /<meta name="description" content="([^"]*)"/.exec(htmlOf('/banca-movil-descarga/'))?.[1];
    expect(download).toMatch(/^Descargá Mi BancAzul/);
    expect(htmlOf('/banca-movil-descarga/')).toContain('<title>Descargá Mi BancAzul - Banco Azul</title>');
  });

  it('the not-found page has a search box that opens the results page, scripts or not', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ viewport: phone, javaScriptEnabled });
      // A visitor who has chosen: the consent dialog would hold the page behind it.
      await withConsent(context, site.url('/'));
      const page = await context.newPage();
      await page.goto(site.url('/no-existe-esta-pagina/'));
      const box = page.getByRole('searchbox', { name: '¿Qué estabas buscando?' });
      await box.fill('remesa');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/buscar/' && url.searchParams.get('q') === 'remesa');
      await context.close();
    }
  });

  it("a public build's /editor/ says only that the preview is not enabled", async () => {
    // The preview screen is not the site's app: nothing to wait for but its message.
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(site.url('/editor/'));
    const main = page.locator('[data-preview-message]');
    await expect.poll(() => main.isVisible().catch(() => false)).toBe(true);
    expect((await main.innerText()).trim()).toBe('La vista previa no está habilitada en este sitio.');
    await context.close();
  });
});

describe('a next step on every product page (issue 33)', () => {
  const productPages = routes.filter((route) => htmlOf(route).includes('class="next-steps'));

  it('closes the product pages with the ways to apply or ask', () => {
    expect(productPages.length).toBeGreaterThanOrEqual(13);
    for (const route of productPages) {
      const html = htmlOf(route);
      const block = html.slice(html.indexOf('class="next-steps'));
      expect(block).toMatch(/href="tel:\+50325550100"/);
      expect(block).toContain('href="/agencias/"');
      expect(block).toContain('href="/banca-movil-descarga/"');
    }
  });

  it("the Oro card's Tasas tab gives its interest rate from the rates page", async () => {
    const { page, context } = await openPage(
      browser,
      site.url('/banca-personas/tarjetas/tarjeta-de-credito-oro/'),
      {
        viewport: phone,
      },
    );
    await page.getByRole('tab', { name: 'Tasas' }).click();
    const rate = page.locator('.product-rate');
    await expect.poll(() => rate.isVisible()).toBe(true);
    expect(await rate.innerText()).toMatch(/Tasa de interés nominal anual\s+32\.00%/);
    await context.close();
  });
});
