/**
 * Every built route at a phone's width (390 px) and a laptop's (1366 px), as issue 40 "Everything readable"
 * asks: axe-core (WCAG 2.2 A/AA) with no moderate, serious or critical violation, and every visible text
 * measured against the pixels really behind it (support/text-contrast.ts), which axe leaves as "needs review"
 * on coloured bands and images. One visit per route and width does both. Then the states a visitor opens:
 * the consent dialog, the main menu and its dropdowns, the credits page's tabs.
 * One browser, one context, one page reused: about two hundred visits in a few minutes.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { moderateAndAbove, reportFindings, seriousViolations } from './support/axe';
import { builtRoutes } from './support/built-routes';
import { withConsent } from './support/consent';
import { waitForHydration } from './support/pages';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { reportContrast, textContrastFailures } from './support/text-contrast';

// Known when the file is collected: one test per route and width.
const routes = builtRoutes(inject('siteDir'));

const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;
type Viewport = (typeof viewports)[number];

const { site, browser } = siteAndBrowserForFile();
let context: BrowserContext;
let page: Page;

// Runs after the helper's beforeAll (hooks run in the order they are registered); closing the browser
// closes this context.
beforeAll(async () => {
  // Animations finished at once: axe and the contrast measure colours of elements, not of frames of a transition.
  // bypassCSP: axe is injected as an inline script, which the site's CSP rightly refuses.
  context = await browser.newContext({ reducedMotion: 'reduce', bypassCSP: true });
  page = await context.newPage();
});

async function visit(route: string, viewport: Viewport): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto(site.url(route));
  // The preview screens (/editor/, /global/) mount their own screen and have no #app to hydrate.
  if (await page.locator('#app').count()) await waitForHydration(page);
}

/**
 * axe (moderate and above, best practices too) and the text contrast of the page as it is now, or of the
 * part `root` selects: an opened state (a menu, a tab) is checked where it changed, the rest of the page was
 * in its route's own test.
 */
async function expectReadable(where: string, root?: string, axeOnWholePage = false): Promise<void> {
  const findings = await seriousViolations(page, {
    impacts: moderateAndAbove,
    bestPractices: true,
    include: root && !axeOnWholePage ? [root] : undefined,
  });
  const failures = await textContrastFailures(page, root);
  expect.soft(findings, reportFindings(where, findings)).toEqual([]);
  expect(failures, reportContrast(where, failures)).toEqual([]);
}

describe('axe-core and text contrast on every built route, consent stored', () => {
  beforeAll(() => withConsent(context, site.url('/')));

  it('finds the built site (about ninety routes)', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toContain('/');
  });

  for (const route of routes) {
    for (const viewport of viewports) {
      const where = `${route} at ${viewport.width} px`;
      it(where, async () => {
        await visit(route, viewport);
        await expectReadable(where);
      });
    }
  }
});

describe('axe-core and text contrast in the states a visitor opens', () => {
  beforeAll(() => withConsent(context, site.url('/')));

  it('the main menu panel at 390 px', async () => {
    await visit('/', viewports[0]);
    const button = page.getByRole('button', { name: 'Menú principal' });
    await button.click();
    await expect.poll(() => page.locator('#main-menu-panel[role="dialog"]').isVisible()).toBe(true);
    await expectReadable('/ at 390 px, main menu open', '#main-menu-panel');
    // A submenu opened inside the panel.
    await page.locator('#main-menu-panel button[aria-expanded]').first().click();
    await expect.poll(() => page.locator('#main-menu-panel .submenu:not([hidden])').count()).toBe(1);
    await expectReadable('/ at 390 px, main menu and a submenu open', '#main-menu-panel');
  });

  it('each dropdown of the header at 1366 px, over the hero', async () => {
    await visit('/', viewports[1]);
    const toggles = page.locator('#main-menu-panel button[aria-expanded]');
    const count = await toggles.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await toggles.nth(i).click();
      await expect.poll(() => toggles.nth(i).getAttribute('aria-expanded')).toBe('true');
      await expectReadable(`/ at 1366 px, dropdown ${i + 1} open`, 'header');
      await toggles.nth(i).click();
      await expect.poll(() => toggles.nth(i).getAttribute('aria-expanded')).toBe('false');
    }
  });

  for (const viewport of viewports) {
    it(`every member card of Junta directiva turned to its resume at ${viewport.width} px`, async () => {
      await visit('/conocenos/junta-directiva/', viewport);
      // The cards that turn (the basic variant has no back).
      const cards = page.locator('.member-card:has(.member-card__back)');
      const count = await cards.count();
      expect(count).toBeGreaterThan(1);
      // By keyboard, as the flip is meant to work; the pointer away, so no card is drawn hovered.
      await page.mouse.move(0, 0);
      for (let i = 0; i < count; i++) {
        await cards.nth(i).getByRole('button', { name: 'Más información' }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.locator('.member-card.is-flipped').count()).toBe(i + 1);
      }
      await expect.poll(() => page.locator('.member-card.is-flipped').count()).toBe(count);
      await expectReadable(`/conocenos/junta-directiva/ at ${viewport.width} px, resumes shown`, 'main');
    });
  }

  for (const viewport of viewports) {
    it(`each tab of the credits page at ${viewport.width} px`, async () => {
      await visit('/banca-personas/creditos/', viewport);
      const tabs = page.getByRole('tab');
      const count = await tabs.count();
      expect(count).toBeGreaterThan(1);
      // The first tab is open on arrival, and checked with the route.
      for (let i = 1; i < count; i++) {
        await tabs.nth(i).click();
        await expect.poll(() => tabs.nth(i).getAttribute('aria-selected')).toBe('true');
        await expectReadable(
          `/banca-personas/creditos/ at ${viewport.width} px, tab ${i + 1}`,
          '[role="tabpanel"]:not([hidden])',
        );
      }
    });
  }
});

describe("axe-core and text contrast on the finder's map", () => {
  beforeAll(() => withConsent(context, site.url('/')));

  for (const route of ['/agencias/', '/atm/']) {
    for (const viewport of viewports) {
      it(`${route} with 'Ver mapa' open at ${viewport.width} px: departments' names, counts, credit`, async () => {
        await visit(route, viewport);
        await page.getByRole('button', { name: 'Ver mapa' }).click();
        await expect.poll(() => page.locator('.place-map-department-label span').count()).toBe(14);
        await expect
          .poll(() => page.locator('.leaflet-marker-pane .leaflet-marker-icon').count())
          .toBeGreaterThan(0);
        await expectReadable(`${route} at ${viewport.width} px, map open`, '.place-map');
        // Every name shown stands clear of the markers, the controls, the other names and the map's edge.
        const clashes = await page.evaluate(() => {
          const container = document.querySelector('.place-map-canvas');
          if (!container) throw new Error('No .place-map-canvas to check the names of');
          const frame = container.getBoundingClientRect();
          const boxOf = (element: Element) => ({
            what: element.textContent || element.className,
            box: element.getBoundingClientRect(),
          });
          const names = [...container.querySelectorAll('.place-map-department-label span:not([hidden])')].map(
            boxOf,
          );
          const others = [
            ...container.querySelectorAll('.leaflet-marker-pane .leaflet-marker-icon, .leaflet-control'),
          ].map(boxOf);
          const meet = (a: DOMRect, b: DOMRect) =>
            a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
          const found: string[] = [];
          names.forEach(({ what, box }, i) => {
            if (
              box.left < frame.left ||
              box.right > frame.right ||
              box.top < frame.top ||
              box.bottom > frame.bottom
            )
              found.push(`${what} cut by the map's edge`);
            for (const other of [...others, ...names.slice(i + 1)])
              if (meet(box, other.box)) found.push(`${what} over ${other.what}`);
          });
          return { shown: names.length, found };
        });
        expect(clashes.found).toEqual([]);
        expect(clashes.shown).toBeGreaterThan(5);
      });
    }
  }
});

describe('axe-core and text contrast with the consent dialog open', () => {
  for (const viewport of viewports) {
    it(`/ with no stored choice at ${viewport.width} px`, async () => {
      await context.clearCookies();
      await visit('/', viewport);
      const dialog = page.getByRole('dialog', { name: 'Tu privacidad' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expectReadable(`/ (consent dialog open) at ${viewport.width} px`, '[role="dialog"]', true);
    });
  }
});
