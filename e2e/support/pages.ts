import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { hydrationEndMark } from '../../src/runtime/hydration-marks';

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Pathnames the page requested (the favicon left out: the browser fetches it when it likes). */
  requests: string[];
  /** Console errors and warnings, and uncaught exceptions. */
  errors: string[];
  /** Top-level document loads after the first one. */
  documentLoads: () => number;
}

/** Opens a fresh context and page, recording requests and console output, and waits for hydration. */
export async function openPage(
  browser: Browser,
  url: string,
  options: BrowserContextOptions & { setup?: (page: Page) => Promise<unknown> } = {},
): Promise<OpenedPage> {
  const { setup, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  let loads = 0;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path !== '/favicon.svg') requests.push(path);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('load', () => loads++);
  await setup?.(page);
  await page.goto(url);
  await waitForHydration(page);
  const firstLoads = loads;
  return { page, context, requests, errors, documentLoads: () => loads - firstLoads };
}

/**
 * The page is the application's: its tree has hydrated (the app's own mark, set once the first commit's
 * effects ran). The boot script starts the application only after the page has loaded (docs/performance.md),
 * so the server's markup alone says nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction((end) => performance.getEntriesByName(end).length > 0, hydrationEndMark);
}

export async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marker: string }).__marker = 'same-document';
  });
}

export async function hasMarker(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __marker?: string }).__marker === 'same-document');
}
