/**
 * The set-up most browser test files share: the suite's built site served on loopback and one Chromium,
 * both started before the file's tests and stopped after them.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from './chromium';
import { startSite, type RunningSite } from './server';

/**
 * Call at the top level of a test file, or of a describe block for its tests. The returned site and
 * browser are usable inside tests and hooks (they exist once beforeAll has run); each forwards to what
 * beforeAll started.
 */
export function siteAndBrowserForFile(siteDir: string = inject('siteDir')): {
  site: RunningSite;
  browser: Browser;
} {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite(siteDir);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started yet: use it inside a test or hook`);
    return value;
  };
  return {
    site: {
      url: (path) => started(site, 'The site').url(path),
      close: () => started(site, 'The site').close(),
    },
    // A forwarding proxy: Browser has many methods, and tests call them as on the real one.
    browser: new Proxy({} as Browser, {
      get(_target, key) {
        const real = started(browser, 'Chromium');
        const value: unknown = Reflect.get(real, key);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value;
      },
    }),
  };
}
