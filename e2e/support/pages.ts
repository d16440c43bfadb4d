import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

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

/** React has hydrated once the root has its fiber key. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const app = document.getElementById('app');
    return !!app && Object.keys(app).some((key) => key.startsWith('__reactContainer'));
  });
}

export async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marker: string }).__marker = 'same-document';
  });
}

export async function hasMarker(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __marker?: string }).__marker === 'same-document');
}
