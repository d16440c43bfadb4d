import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consent } from '../src/config/site';
import { expectNoSeriousViolations } from './support/axe';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { waitForHydration } from './support/pages';

/** The pages built from the domain blocks (issue 6). */
const pages = [
  '/preguntas-frecuentes/',
  '/atm/',
  '/agencias/',
  '/conocenos/nuestra-historia/',
  '/conocenos/memoria-anual-de-labores/',
  '/conocenos/informacion-financiera/',
  '/banca-personas/azul-premier/',
  '/banca-personas/azul-premier/blog/',
  '/banca-personas/azul-premier/blog/habitos-de-personas-financieramente-exitosas/',
];

const { site, browser } = siteAndBrowserForFile();

/** Opens a page and waits until React has hydrated it (hydrateRoot marks its container). */
async function openPage(
  route: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  // A visitor who already chose: the cookie dialog (a modal) stays closed and does not take the clicks
  // and keys, and axe audits the blocks as visitors see them.
  await context.addCookies([
    {
      name: consent.cookieName,
      value: encodeURIComponent(JSON.stringify({ necessary: true, functional: false })),
      url: site.url('/'),
    },
  ]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.url(route));
  await waitForHydration(page);
  return { page, errors };
}

const expanded = (page: Page, id: string) =>
  page.evaluate((q) => document.querySelector(`#${q} button`)?.getAttribute('aria-expanded') ?? null, id);

/** Top of an element relative to the viewport, and the page's scroll offset. */
const position = (page: Page, id: string) =>
  page.evaluate(
    (q) => ({ top: document.getElementById(q)?.getBoundingClientRect().top ?? NaN, y: window.scrollY }),
    id,
  );

describe('FAQ questions', () => {
  it('opens the question named by the #id of a deep link and scrolls to it', async () => {
    const { page, errors } = await openPage('/preguntas-frecuentes/#transferencias-uni', {
      width: 1024,
      height: 500,
    });
    await expect.poll(() => expanded(page, 'transferencias-uni')).toBe('true');
    expect(await page.isVisible('#transferencias-uni-respuesta')).toBe(true);
    await expect
      .poll(async () => {
        const { top, y } = await position(page, 'transferencias-uni');
        // scroll-margin-top keeps 100 px free above the target.
        return y > 0 && top >= 0 && top <= 150;
      })
      .toBe(true);
    expect(await expanded(page, 'abrir-cuenta')).toBe('false');
    expect(await page.isVisible('#abrir-cuenta-respuesta')).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('toggles a question with the keyboard', async () => {
    const { page, errors } = await openPage('/preguntas-frecuentes/');
    const button = page.getByRole('button', { name: '¿Qué son las Transferencias UNI?' });
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const region = page.getByRole('region', { name: '¿Qué son las Transferencias UNI?' });
    expect(await region.isVisible()).toBe(true);
    expect(await region.textContent()).toContain('transferencias inmediatas');
    await page.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await region.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens on a hash change and on a client navigation from another page to #id', async () => {
    const { page, errors } = await openPage('/banca-personas/azul-premier/blog/', {
      width: 1024,
      height: 500,
    });
    await page.getByRole('link', { name: 'Depósitos garantizados' }).click();
    await page.waitForURL('**/preguntas-frecuentes/#deposito-garantizado');
    await expect.poll(() => expanded(page, 'deposito-garantizado')).toBe('true');
    await expect
      .poll(async () => {
        const { top } = await position(page, 'deposito-garantizado');
        return top >= 0 && top <= 150;
      })
      .toBe(true);
    await page.evaluate(() => {
      window.location.hash = '#presentar-reclamo';
    });
    await expect.poll(() => expanded(page, 'presentar-reclamo')).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('documents, places and assets', () => {
  it('links every document to an existing PDF that opens in a new tab', async () => {
    for (const route of ['/conocenos/memoria-anual-de-labores/', '/conocenos/informacion-financiera/']) {
      const { page } = await openPage(route);
      const links = await page.$$eval('a.document-item', (anchors) =>
        anchors.map((a) => ({
          href: (a as HTMLAnchorElement).href,
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
        })),
      );
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const link of links) {
        expect(link).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
        const response = await fetch(link.href);
        expect(response.status, link.href).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(
          Buffer.from(await response.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      }
      await page.context().close();
    }
  });

  it('shows real, decodable icons: document, map pin and down arrow', async () => {
    const { page } = await openPage('/conocenos/nuestra-historia/');
    const sizes = await page.evaluate(async () => {
      const decode = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return [src, image.naturalWidth, image.naturalHeight] as const;
      };
      return Promise.all(
        [
          '/img/down-arrow.gif',
          '/content-images/img/document-icon.png',
          '/content-images/img/location.png',
        ].map(decode),
      );
    });
    expect(sizes).toEqual([
      ['/img/down-arrow.gif', 16, 16],
      ['/content-images/img/document-icon.png', 32, 32],
      ['/content-images/img/location.png', 32, 32],
    ]);
    const years = await page.$$eval('.timeline-year-label', (headings) => headings.map((h) => h.textContent));
    expect(years[0]).toBe('2012');
    expect(years.at(-1)).toBe('2025');
    await page.context().close();
  });

  it('lists at least six ATMs and six agencies, each with a map link', async () => {
    const { page } = await openPage('/atm/');
    expect(await page.locator('article.atm').count()).toBeGreaterThanOrEqual(6);
    expect(await page.locator('article.atm a.place-map-link').count()).toBeGreaterThanOrEqual(6);
    // Chromium's own accessible name, not the markup's text: a visually hidden span once made it
    // 'Ver en el mapa : Cajero…' here and 'Ver en el mapaCajero…' elsewhere.
    const metrocentro = page.getByRole('link', {
      name: 'Cómo llegar: Cajero Azul Metrocentro San Salvador (se abre en una pestaña nueva)',
      exact: true,
    });
    expect(await metrocentro.count()).toBe(1);
    expect(
      await page
        .getByRole('link', { name: /^(Cómo llegar|Ver en el mapa): \S.* \(se abre en una pestaña nueva\)$/ })
        .count(),
    ).toBe(await page.locator('article.atm a.place-map-link').count());
    await page.goto(site.url('/agencias/'));
    expect(await page.locator('article.agency').count()).toBeGreaterThanOrEqual(6);
    // One control, the same on agencies and ATMs: the pin, then the words.
    expect(
      await page
        .locator('article.agency a.place-map-link img[src="/content-images/img/location.png"]')
        .count(),
    ).toBeGreaterThanOrEqual(6);
    expect(await page.locator('article.agency a[href^="tel:+503"]').count()).toBeGreaterThanOrEqual(6);
    await page.context().close();
  });
});

describe.each(pages)('%s', (route) => {
  it('hydrates without console errors or warnings and has no serious or critical axe violation', async () => {
    const { page, errors } = await openPage(route);
    // Let effects and lazy images settle before judging the console.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await expectNoSeriousViolations(page, route);
    await page.context().close();
  });
});
