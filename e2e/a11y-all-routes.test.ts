/**
 * axe-core (WCAG 2.2 A/AA) over every built route (issue 11 "Audits in CI"): no serious or critical
 * violation, with a stored consent so the dialog does not cover the page, and once with the dialog open.
 * One browser, one context, one page reused: about ninety routes in a minute or two.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { builtRoutes } from './support/built-routes';
import { withConsent } from './support/consent';
import { waitForHydration } from './support/pages';
import { siteAndBrowserForFile } from './support/site-and-browser';

// Known when the file is collected: one test per route.
const routes = builtRoutes(inject('siteDir'));

const { site, browser } = siteAndBrowserForFile();
let context: BrowserContext;
let page: Page;

// Runs after the helper's beforeAll (hooks run in the order they are registered); closing the browser
// closes this context.
beforeAll(async () => {
  // Animations finished at once: axe measures colours of elements, not of frames of a transition.
  // bypassCSP: axe is injected as an inline script, which the site's CSP rightly refuses.
  context = await browser.newContext({ reducedMotion: 'reduce', bypassCSP: true });
  page = await context.newPage();
});

describe('axe-core on every built route, consent stored', () => {
  it('finds the built site (about ninety routes)', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toContain('/');
  });

  for (const route of routes) {
    it(route, async () => {
      await withConsent(context, site.url('/'));
      await page.goto(site.url(route));
      // The preview screens (/editor/, /global/) mount their own screen and have no #app to hydrate.
      if (await page.locator('#app').count()) await waitForHydration(page);
      await expectNoSeriousViolations(page, route);
    });
  }
});

describe('axe-core with the consent dialog open', () => {
  it('/ with no stored choice', async () => {
    await context.clearCookies();
    await page.goto(site.url('/'));
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Tu privacidad' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectNoSeriousViolations(page, '/ (consent dialog open)');
  });
});
