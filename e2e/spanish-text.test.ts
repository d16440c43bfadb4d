/**
 * Every word a visitor reads is Spanish (issue 20): the visible text of every built route, at a phone's
 * width and with the menu panel open (so its links and lines are read too), and once with the consent
 * dialog, has none of a list of English words that have slipped into sites like this one.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { builtRoutes } from './support/built-routes';
import { withConsent } from './support/consent';
import { waitForHydration } from './support/pages';
import { siteAndBrowserForFile } from './support/site-and-browser';
import { englishWordsIn } from './support/english-words';

const routes = builtRoutes(inject('siteDir'));
const { site, browser } = siteAndBrowserForFile();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  page = await context.newPage();
});

/** What the visitor can read: the rendered text (innerText leaves out hidden elements). */
function visibleText(): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

describe('no English words in the visible text', () => {
  it('finds the built site', () => {
    expect(routes.length).toBeGreaterThan(80);
  });

  for (const route of routes) {
    it(route, async () => {
      await withConsent(context, site.url('/'));
      await page.goto(site.url(route));
      // The preview screens (/editor/, /global/) mount their own screen and have no #app to hydrate.
      const app = (await page.locator('#app').count()) > 0;
      if (app) await waitForHydration(page);
      const found = englishWordsIn(await visibleText());
      const menu = page.getByRole('button', { name: 'Menú principal' });
      if (app && (await menu.isVisible())) {
        await menu.click();
        await page.locator('#main-menu-panel').getByRole('link').first().waitFor();
        found.push(...englishWordsIn(await visibleText()));
      }
      expect([...new Set(found)], `English on ${route}`).toEqual([]);
    });
  }

  it('/ with the consent dialog open', async () => {
    await context.clearCookies();
    await page.goto(site.url('/'));
    await waitForHydration(page);
    await page.getByRole('dialog', { name: 'Tu privacidad' }).waitFor();
    expect(englishWordsIn(await visibleText())).toEqual([]);
  });
});

describe('the English-word check', () => {
  it('is not blind: finds English words in a page, whole words only, accents counted as letters', async () => {
    await page.setContent(
      '<p>Datos de muestra (sample data). Menú principal. Cerrar. Read  more</p><p hidden>Search</p>',
    );
    const found = englishWordsIn(await visibleText());
    expect(found.map((entry) => entry.split(' (')[0])).toEqual(['sample', 'data', 'Read more']);
  });
});
