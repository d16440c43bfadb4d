/**
 * axe-core (WCAG 2.2 A/AA) over every built route (issue 11 "Audits in CI"): no serious or critical
 * violation, with a stored consent so the dialog does not cover the page, and once with the dialog open.
 * One browser, one context, one page reused: about ninety routes in a minute or two.
 */
import type * as AxeCore from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { injectAxe } from './support/axe';
import { builtRoutes } from './support/built-routes';
import { withConsent } from './support/consent';
import { waitForHydration } from './support/pages';
import { siteAndBrowserForFile } from './support/site-and-browser';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Serious and critical violations on the page as it is now, one line per rule with its elements. */
async function seriousViolations(target: Page): Promise<Finding[]> {
  await injectAxe(target);
  return target.evaluate(async (values) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  }, tags);
}

function report(route: string, findings: Finding[]): string {
  return [
    `${route}: ${findings.length} serious/critical axe violation(s)`,
    ...findings.map((f) => `  ${f.impact} ${f.id}: ${f.help}\n    ${f.targets.join('\n    ')}`),
  ].join('\n');
}

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
      const findings = await seriousViolations(page);
      expect(findings, report(route, findings)).toEqual([]);
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
    const findings = await seriousViolations(page);
    expect(findings, report('/ (consent dialog open)', findings)).toEqual([]);
  });
});
