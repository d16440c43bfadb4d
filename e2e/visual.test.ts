/**
 * Visual regression guard (issue 20): a fixed set of screens at a phone's width (390 px) and a laptop's
 * (1366 px), and the header of each variant at 992, 1200, 1366 and 1920 px (issue 33), compared pixel by pixel with the baselines in e2e/visual-baselines/ (support/visual-compare.ts).
 * A failure names the diff image it wrote under .tmp/visual-diffs/. After a deliberate change of the look,
 * `npm run test:visual:update` writes new baselines (README.md, "Tests").
 *
 * Stable by construction (support/visual-stability.ts): one bundled font (the pictures draw their text as paths,
 * scripts/svg-text-to-paths.py, so no <img> falls back to a system font), no animation or transition, the
 * visitor's reduced-motion preference (the slider does not advance), every image loaded, a fixed clock (the
 * finder's 'Abierto ahora' / 'Cerrado ahora' follow it), and a screenshot taken once two in a row are the same.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../src/test/temp-folders';
import { withConsent } from './support/consent';
import { shiftDate } from './support/shifted-date';
import { waitForHydration } from './support/pages';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { baselineDir, comparePngs, matchBaseline, updateBaselines } from './support/visual-compare';
import { settledScreenshot, stabilize } from './support/visual-stability';

const { site, browser } = siteAndBrowserForFile();

const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/** The laptop and desktop widths the header is checked at (issue 33): where a header once wrapped into a grid. */
const headerViewports = [
  { width: 992, height: 900 },
  { width: 1200, height: 900 },
  { width: 1366, height: 900 },
  { width: 1920, height: 900 },
] as const;

interface Viewport {
  width: number;
  height: number;
}

interface Screen {
  /** The baseline's name, with the width: `{name}-{width}.png`. */
  name: string;
  path: string;
  /** The whole page, or what the viewport shows (an overlay over the first screen). */
  fullPage: boolean;
  /** A first visit: no stored cookie choice, so the consent dialog opens. */
  firstVisit?: boolean;
  /** Brings the page into the state to photograph, and waits until it is there. */
  prepare?: (page: Page, viewport: Viewport) => Promise<void>;
  /** Only this element (e.g. `header`), not the page. */
  clipTo?: string;
  /** The widths it is photographed at; the phone's and the laptop's when unset. */
  viewports?: readonly Viewport[];
}

/**
 * The main menu open: below 1200 px the panel the 'Menú principal' button opens; from 1200 px the menu is
 * always in the header, and its first submenu is opened.
 */
async function openMenu(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Menú principal' });
  if (await button.isVisible()) {
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.body.classList.contains('main-menu-open')))
      .toBe(true);
    return;
  }
  const toggle = page.locator('#main-menu-panel button[aria-expanded]').first();
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
}

async function consentDialogShown(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Tu privacidad' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
}

/**
 * The finder's map opened ('Ver mapa'), in view, once Leaflet has drawn the departments' names and the
 * markers (the outline only: no tiles by default, decision 0004).
 */
async function openPlaceMap(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Ver mapa' }).click();
  const map = page.locator('.place-map');
  await expect.poll(() => map.locator('.place-map-department-label span').count()).toBe(14);
  await expect
    .poll(() => map.locator('.leaflet-marker-pane .leaflet-marker-icon').count())
    .toBeGreaterThan(0);
  await map.scrollIntoViewIfNeeded();
}

const screens: readonly Screen[] = [
  { name: 'home', path: '/', fullPage: true },
  { name: 'product', path: '/banca-personas/tarjetas/tarjeta-de-credito-oro/', fullPage: true },
  { name: 'faq', path: '/preguntas-frecuentes/', fullPage: true },
  { name: 'rates', path: '/tasas-y-comisiones/', fullPage: true },
  { name: 'agencies', path: '/agencias/', fullPage: true },
  // The finder's map (issue 40): the departments' names, markers in the brand's colour, numbered groups.
  { name: 'agencies-map', path: '/agencias/', fullPage: false, prepare: openPlaceMap, clipTo: '.place-map' },
  { name: 'atm-map', path: '/atm/', fullPage: false, prepare: openPlaceMap, clipTo: '.place-map' },
  { name: 'blog-article', path: '/banca-personas/azul-premier/blog/aprender-cosas-nuevas/', fullPage: true },
  { name: 'menu-open', path: '/', fullPage: false, prepare: openMenu },
  { name: 'consent-dialog', path: '/', fullPage: false, firstVisit: true, prepare: consentDialogShown },
  // One page of each header variant (issue 33): classic on home, new on PymeAzul.
  { name: 'header-classic', path: '/', fullPage: false, clipTo: 'header', viewports: headerViewports },
  {
    name: 'header-new',
    path: '/banca-empresas/banca-pymeazul/',
    fullPage: false,
    clipTo: 'header',
    viewports: headerViewports,
  },
];

/**
 * The page's clock: a Sunday evening in El Salvador, when every agency is closed, as the baselines show. Without
 * it the agencies' screens changed with the hour the suite ran at.
 */
const visualClock = new Date('2026-11-29T20:00:00-06:00');

/** `restyle`: CSS added once the page is stable, to prove a change of look is caught. */
async function screenshotOf(screen: Screen, viewport: Viewport, restyle?: string): Promise<Buffer> {
  const url = site.url(screen.path);
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  try {
    if (!screen.firstVisit) await withConsent(context, url);
    await shiftDate(context, visualClock);
    const page = await context.newPage();
    await page.goto(url);
    await waitForHydration(page);
    await stabilize(page);
    await screen.prepare?.(page, viewport);
    if (restyle) await page.addStyleTag({ content: restyle });
    const clip = screen.clipTo ? await page.locator(screen.clipTo).boundingBox() : null;
    return await settledScreenshot(page, { fullPage: screen.fullPage, ...(clip ? { clip } : {}) });
  } finally {
    await context.close();
  }
}

describe('visual regression guard', () => {
  for (const screen of screens) {
    for (const viewport of screen.viewports ?? viewports) {
      const name = `${screen.name}-${viewport.width}`;
      it(`${screen.name} at ${viewport.width} px looks as its baseline`, async () => {
        const result = matchBaseline(name, await screenshotOf(screen, viewport));
        expect(result.pass, result.message).toBe(true);
      });
    }
  }
});

describe('the guard is not blind', () => {
  const folder = tempFolders('visual-restyle-');
  const product = screens.find((screen) => screen.name === 'product');

  // The tabs block of the product page one pixel row lower: what a careless margin or padding change does.
  it.skipIf(updateBaselines)(
    'fails when a block of the product page moves down by one pixel row, and writes the diff image',
    async () => {
      if (!product) throw new Error('The product page is no longer among the screens');
      const viewport = viewports[1];
      const name = `${product.name}-${viewport.width}`;
      const restyled = await screenshotOf(product, viewport, '.block-tabs { padding-top: 1px; }');
      const out = await folder();
      const result = comparePngs(name, restyled, readFileSync(path.join(baselineDir, `${name}.png`)), out);
      expect(result.pass, result.message).toBe(false);
      expect(result.diffFile && existsSync(result.diffFile)).toBe(true);
    },
  );
});
