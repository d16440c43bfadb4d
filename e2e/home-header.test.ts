/**
 * The first screen as a visitor sees it (issue 20): a phone header of one bar, the home page's four
 * online-banking entrances, a slider whose caption reads on a phone, and link previews with a raster picture.
 */
import { describe, expect, it } from 'vitest';
import { bankingPortals } from '../src/config/site';
import { openConsentedPage as openPage } from './support/consent';
import { siteAndBrowserForFile } from './support/site-and-browser';

const { site, browser } = siteAndBrowserForFile();

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };
/** A page of each layout: home is classic, online banking is new. */
const layouts = { classic: '/', new: '/medios-digitales/banca-en-linea/' } as const;

describe('phone header (docs/behaviour.md §2 "Layouts")', () => {
  for (const [layout, route] of Object.entries(layouts)) {
    it(`${layout}: one bar at most 64 px tall at 390 px, the menu button in it, the header's links in the panel`, async () => {
      const { page, context, errors } = await openPage(browser, site.url(route), { viewport: phone });
      const header = page.locator('header.site-header');
      expect(await header.getAttribute('class')).toContain(`site-header--${layout}`);
      const height = await header.evaluate((element) => element.getBoundingClientRect().height);
      expect(height).toBeGreaterThan(0);
      expect(height).toBeLessThanOrEqual(64);

      const button = page.getByRole('button', { name: 'Menú principal' });
      const inHeader = await button.evaluate(
        (element, box) => {
          const rect = element.getBoundingClientRect();
          return rect.top >= box.top && rect.bottom <= box.bottom && rect.right <= window.innerWidth;
        },
        await header.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      );
      expect(inHeader).toBe(true);
      // The top links and the secondary menu are not in the bar but in the menu panel.
      expect(await page.locator('header nav.top-submenu').isVisible()).toBe(false);
      expect(await page.locator('header nav.secondary-menu').isVisible()).toBe(false);
      await button.click();
      const panel = page.locator('#main-menu-panel');
      await expect
        .poll(() => panel.getByRole('link', { name: 'Agencias', exact: true }).isVisible())
        .toBe(true);
      expect(await panel.getByRole('link', { name: 'Empresas', exact: true }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('keeps the header links in the bars from 1200 px, not in the panel', async () => {
    const { page, context } = await openPage(browser, site.url('/'), { viewport: desktop });
    expect(await page.locator('header nav.top-submenu').isVisible()).toBe(true);
    expect(await page.locator('header nav.secondary-menu').isVisible()).toBe(true);
    expect(await page.locator('#main-menu-panel .main-menu-extras').isVisible()).toBe(false);
    await context.close();
  });
});

describe('home page (issue 20)', () => {
  it('has the four online-banking entrances, each opening in a new tab, on the first screens of a phone', async () => {
    const { page, context } = await openPage(browser, site.url('/'), { viewport: phone });
    const links = page.locator('main .banking-links a');
    expect(await links.count()).toBe(bankingPortals.length);
    for (const [index, portal] of bankingPortals.entries()) {
      const link = links.nth(index);
      expect(await link.getAttribute('href')).toBe(portal.href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.innerText()).toContain(portal.label);
      expect(await link.isVisible()).toBe(true);
    }
    // Near the top: the first entrance starts within the first screen and a half.
    const top = await links
      .first()
      .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(phone.height * 1.5);
    await context.close();
  });

  it('opens a banking portal in a new tab, leaving the site where it was', async () => {
    const { page, context } = await openPage(browser, site.url('/'), { viewport: desktop });
    // The portals are on the reserved .example domain: answered here, never on the network.
    await context.route('https://*.bancoazul.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Portal</title>' }),
    );
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Banca en línea Personas/ }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(bankingPortals[0].href);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('links the app download to the device-aware /banca-movil-descarga/', async () => {
    const { page, context } = await openPage(browser, site.url('/'), { viewport: phone });
    expect(await page.getByRole('link', { name: 'Descargá la app' }).first().getAttribute('href')).toBe(
      '/banca-movil-descarga/',
    );
    await context.close();
  });
});

describe('slider caption (docs/behaviour.md §3 Slide)', () => {
  it('is visible at 390 px, under the picture and not over it, with its text and button', async () => {
    const { page, context } = await openPage(browser, site.url('/'), { viewport: phone });
    const slide = page.locator('.block-slider .carousel-item.active');
    const caption = slide.locator('.slide-caption');
    await expect.poll(() => caption.isVisible()).toBe(true);
    expect((await caption.innerText()).trim().length).toBeGreaterThan(0);
    expect(await slide.locator('.slide-text').isVisible()).toBe(true);
    expect(await slide.locator('.carousel-caption a').isVisible()).toBe(true);
    const picture = await slide.locator('img').boundingBox();
    const area = await slide.locator('.carousel-caption').boundingBox();
    if (!picture || !area) throw new Error('no picture or caption box');
    expect(area.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
    await context.close();
  });

  it('is beside the picture on a wide screen, and the first picture is eager with high priority', async () => {
    const { page, context } = await openPage(browser, site.url('/'), { viewport: desktop });
    const slide = page.locator('.block-slider .carousel-item.active');
    const picture = await slide.locator('img').boundingBox();
    const area = await slide.locator('.carousel-caption').boundingBox();
    if (!picture || !area) throw new Error('no picture or caption box');
    expect(area.x + area.width).toBeLessThanOrEqual(picture.x + 1);
    const first = page.locator('.block-slider .carousel-item').first().locator('img');
    expect(await first.getAttribute('loading')).toBe('eager');
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    await context.close();
  });
});

describe('link previews', () => {
  for (const route of ['/', '/preguntas-frecuentes/', '/atm/']) {
    it(`${route}: og:image is a raster picture that the site serves`, async () => {
      const html = await (await fetch(site.url(route))).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image).toMatch(/\.(jpe?g|png|webp)$/);
      const served = await fetch(site.url(new URL(image ?? '', 'http://x').pathname));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\/(jpeg|png|webp)/);
    });
  }
});
