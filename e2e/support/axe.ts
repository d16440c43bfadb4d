import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe-core into the page. Evaluated through the DevTools protocol rather than added as a script
 * tag: the site's CSP (rightly) refuses inline scripts, and the audit must run against the real policy.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}
