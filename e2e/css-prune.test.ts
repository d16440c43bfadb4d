/**
 * The pruned stylesheet (src/site-builder/style/prune-css.ts, issue 10 CSS) in a real browser: every public page links
 * it, and in the states the build never renders (menu open, dialogs shown, accordion open, tab switched,
 * slides moving) the elements have Bootstrap's styling and the same computed styles as with the original.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { benchRoutes } from '../bench/routes';
import { publicHtmlFiles } from '../src/site-builder/style/public-output-files';
import { openConsentedPage } from './support/consent';
import { openPage, type OpenedPage } from './support/pages';
import { differencesFromOriginal, settle, unprunedHref } from './support/style-compare';
import { siteAndBrowserForFile } from './support/site-and-browser';

const siteDir = inject('siteDir');
const mobile = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** Pages with tabs: their inactive panels are mounted on first use only, so their HTML lacks them. */
const tabPages = [
  '/banca-personas/tarjetas/tarjeta-de-credito-clasica/',
  '/banca-personas/depositos/',
  '/banca-personas/creditos/',
  '/lidera-beneficios/',
  '/azul-comienzo/',
  '/banca-empresas/portafolio-productos-banca-empresas/',
  '/banca-empresas/portafolio-mype/',
  '/medios-digitales/mi-bancazul-web-y-movil/',
];

const { site, browser } = siteAndBrowserForFile(siteDir);

function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
}

function open(route: string, viewport: BrowserContextOptions['viewport']): Promise<OpenedPage> {
  return openConsentedPage(browser, site.url(route), { viewport });
}

/** Computed style properties of the first element matching the selector. */
function styleOf(
  page: Page,
  selector: string,
  properties: readonly string[],
): Promise<Record<string, string>> {
  return page
    .locator(selector)
    .first()
    .evaluate(
      (element, names) => {
        const style = getComputedStyle(element);
        return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
      },
      [...properties],
    );
}

describe('pruned stylesheet in the built site', () => {
  it('is the one stylesheet of every public page, smaller than the original; the preview shells keep the original', async () => {
    const files = await publicHtmlFiles(siteDir);
    expect(files.length).toBeGreaterThan(50);
    const hrefs = new Set<string>();
    for (const file of files) {
      const links = stylesheetHrefs(await readFile(file, 'utf8'));
      expect(links, path.relative(siteDir, file)).toEqual([expect.stringMatching(/\.pruned-[\w-]{8}\.css$/)]);
      hrefs.add(links[0] ?? '');
    }
    expect(hrefs.size).toBe(1);
    const [pruned = ''] = hrefs;
    const size = async (href: string) => (await stat(path.join(siteDir, href))).size;
    expect(await size(pruned)).toBeLessThan((await size(unprunedHref(pruned))) / 2);
    for (const shell of ['editor', 'global']) {
      const links = stylesheetHrefs(await readFile(path.join(siteDir, shell, 'index.html'), 'utf8'));
      expect(links).toHaveLength(1);
      expect(links[0]).not.toContain('.pruned-');
    }
  });
});

describe('pages as loaded, pruned vs original, at phone width', () => {
  // One test per page: each reads every element's computed style twice, which on a loaded machine takes
  // seconds a page.
  it.each([...benchRoutes, '/no-existe/'])('%s', async (route) => {
    const { page, context } = await open(route, mobile);
    expect(await differencesFromOriginal(page), route).toEqual([]);
    await context.close();
  });
});

describe('states the build does not render, pruned vs original', () => {
  it('main menu opened at mobile width: a fixed panel slid in', async () => {
    // The menu is the same on every page: on one without home's slider, whose next slide could move in
    // between the two readings of a slow machine.
    const { page, context } = await open('/preguntas-frecuentes/', mobile);
    await page.getByRole('button', { name: 'Menú principal' }).click();
    await settle(page);
    expect(
      await styleOf(page, '#main-menu-panel', ['position', 'transform', 'visibility', 'display']),
    ).toEqual({ position: 'fixed', transform: 'none', visibility: 'visible', display: 'block' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await differencesFromOriginal(page)).toEqual([]);
    await context.close();
  });

  it('consent dialog shown: a centred, scrollable Bootstrap modal over a backdrop', async () => {
    const { page, context } = await openPage(browser, site.url('/'), { viewport: mobile });
    await page.getByRole('dialog').waitFor();
    await settle(page);
    expect(await styleOf(page, '.modal.show', ['display', 'position', 'z-index'])).toEqual({
      display: 'block',
      position: 'fixed',
      'z-index': '1055',
    });
    expect(
      await styleOf(page, '.modal-dialog', ['display', 'transform', 'pointer-events', 'min-height']),
    ).toMatchObject({ display: 'flex', transform: 'none', 'pointer-events': 'none' });
    expect(
      await styleOf(page, '.modal-content', ['display', 'background-color', 'max-height']),
    ).toMatchObject({ display: 'flex', 'background-color': 'rgb(255, 255, 255)', 'max-height': '100%' });
    expect(await styleOf(page, '.modal-body', ['overflow-y'])).toEqual({ 'overflow-y': 'auto' });
    expect(await styleOf(page, '.modal-backdrop', ['position', 'opacity'])).toEqual({
      position: 'fixed',
      opacity: '0.5',
    });
    expect(await differencesFromOriginal(page)).toEqual([]);
    await context.close();
  });

  it('accordion expanded: its region shown, the button marked open', async () => {
    const { page, context } = await open('/banca-personas/seguros/', desktop);
    const first = page.locator('.block-accordion .toggler-button').first();
    await first.click();
    const region = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await settle(page);
    expect(await region.isVisible()).toBe(true);
    expect(await region.evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
    expect(await differencesFromOriginal(page)).toEqual([]);
    await context.close();
  });

  it('tab switched: Bootstrap nav-tabs with the active tab styled', async () => {
    const { page, context } = await open('/banca-personas/tarjetas/tarjeta-de-credito-clasica/', desktop);
    await page.getByRole('tab', { name: 'Requisitos' }).click();
    await settle(page);
    expect(await styleOf(page, '.nav-tabs', ['display', 'border-bottom-style'])).toEqual({
      display: 'flex',
      'border-bottom-style': 'solid',
    });
    const active = await styleOf(page, '.nav-tabs .nav-link.active', [
      'background-color',
      'border-bottom-color',
    ]);
    const idle = await styleOf(page, '.nav-tabs .nav-link:not(.active)', ['background-color']);
    expect(active['background-color']).not.toBe(idle['background-color']);
    expect(await page.getByRole('tabpanel', { name: 'Requisitos' }).isVisible()).toBe(true);
    expect(await differencesFromOriginal(page)).toEqual([]);
    await context.close();
  });

  it('carousel (embla) taken over by scripts, at both widths', async () => {
    for (const viewport of [mobile, desktop]) {
      const { page, context } = await open('/banca-personas/tarjetas/', viewport);
      await page.waitForSelector('.block-carousel.is-ready');
      expect(await styleOf(page, '.block-carousel__viewport', ['overflow-x'])).toEqual({
        'overflow-x': 'hidden',
      });
      expect(await differencesFromOriginal(page)).toEqual([]);
      await context.close();
    }
  });

  it("slider (Bootstrap's carousel classes): one slide shown, the others hold their place unseen, both shown while it moves", async () => {
    const { page, context } = await open('/', desktop);
    // Hovering pauses the slider: the comparison below must not race an automatic move.
    await page.locator('.block-slider .carousel').hover();
    expect(await styleOf(page, '.carousel-item.active', ['display', 'visibility'])).toEqual({
      display: 'block',
      visibility: 'visible',
    });
    // Stacked in one grid cell so the slider keeps the tallest slide's height (no layout shift), unseen,
    // and without their pictures laid out (they would load with the page).
    expect(await styleOf(page, '.carousel-item:not(.active)', ['display', 'visibility'])).toEqual({
      display: 'block',
      visibility: 'hidden',
    });
    expect(await styleOf(page, '.carousel-item:not(.active) .slide-image', ['display'])).toEqual({
      display: 'none',
    });
    expect(await styleOf(page, '.carousel-control-next', ['position', 'display'])).toEqual({
      position: 'absolute',
      display: 'flex',
    });
    expect(await differencesFromOriginal(page)).toEqual([]);

    await page.getByRole('button', { name: 'Siguiente' }).click();
    // While it moves, the incoming slide carries the run-time classes `carousel-item-next carousel-item-start`.
    const moving = await page
      .locator('.carousel-item-next.carousel-item-start')
      .evaluate((el) => getComputedStyle(el).display);
    expect(moving).toBe('block');
    expect(await differencesFromOriginal(page)).toEqual([]);
    await context.close();
  });

  it('photo dialog of a property: a large centred modal', async () => {
    const { page, context } = await open('/activos-extraordinarios/', desktop);
    await page.getByRole('button', { name: 'Ver fotos (3)' }).first().click();
    await page.getByRole('dialog', { name: 'Activo #1041' }).waitFor();
    await settle(page);
    expect(await styleOf(page, '.modal.show .modal-dialog', ['display', 'max-width', 'transform'])).toEqual({
      display: 'flex',
      'max-width': '800px',
      transform: 'none',
    });
    expect(await differencesFromOriginal(page)).toEqual([]);
    await context.close();
  });

  // Eight pages, each every panel's styles compared with the whole stylesheet's: ~50 s on a machine with a
  // build beside it, past the suite's default 60 s limit on a busier one.
  it('every tab of every page with tabs, mounted one after another', { timeout: 240_000 }, async () => {
    for (const route of tabPages) {
      const { page, context } = await open(route, desktop);
      const tabs = page.getByRole('tab');
      for (let i = 0; i < (await tabs.count()); i++) await tabs.nth(i).click();
      // All panels are mounted now (visited panels stay mounted), the last one shown.
      expect(await differencesFromOriginal(page), route).toEqual([]);
      await context.close();
    }
  });
});
