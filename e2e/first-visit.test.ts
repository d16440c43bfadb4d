/**
 * What a visitor's first and returning visits cost the browser (docs/performance.md): hydration never
 * holds the main thread for a long task, measured on a phone-like CPU (4× slower).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { hydrationRoutes, longestHydrationTaskMs, longTaskMs } from '../bench/hydration-tasks';
import { hydrationEndMark } from '../src/runtime/hydration-marks';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { defaultContentDir } from '../src/config/project-paths';
import { launchChromium } from './support/chromium';
import { openConsentedPage, withConsent } from './support/consent';
import { startSite, type RunningSite } from './support/server';
import { siteAndBrowserForFile } from './support/site-and-browser';

const { site, browser } = siteAndBrowserForFile();

/**
 * The bench holds the 50 ms target on an idle machine (bench/hydration-tasks.ts). Thread time leaves out a
 * busy machine's waits but not its cache misses and slower cores: here the limit keeps a margin such a
 * machine keeps, and still fails a hydration in one pass (one task for the whole tree, 90–150 ms here).
 */
const longTaskLimitMs = longTaskMs * 1.6;

describe('hydration at 4× CPU throttling', () => {
  // What visitors get: React's production build. The suite's shared site is built under the test
  // runner's NODE_ENV=test, with React's development build, which is slower and measures itself.
  let work = '';
  let productionSite: RunningSite | undefined;
  let ownBrowser: Browser | undefined;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'first-visit-'));
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const { buildSite } = await import('../src/site-builder/build-site');
      await buildSite(
        {
          contentDir: defaultContentDir,
          outDir: path.join(work, 'dist'),
          cacheDir: path.join(work, 'cache'),
          strict: true,
        },
        { log: () => {} },
      );
    } finally {
      vi.unstubAllEnvs();
    }
    productionSite = await startSite(path.join(work, 'dist'));
    ownBrowser = await launchChromium();
  });
  afterAll(async () => {
    await ownBrowser?.close();
    await productionSite?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  // Home, and the two pages whose hydration was longest in one pass: the rates tables and the agencies' finder.
  it.each(hydrationRoutes)(`%s hydrates without a task over ${longTaskLimitMs} ms`, async (route) => {
    if (!productionSite || !ownBrowser) throw new Error('The production site did not start');
    // The median of three visits: one visit can be unlucky; a hydration in one pass (one task for the whole
    // tree, 90–150 ms here) fails every one of them.
    const longest: number[] = [];
    for (let visit = 0; visit < 3; visit++)
      longest.push(await longestHydrationTaskMs(ownBrowser, productionSite.url(route)));
    const median = [...longest].sort((a, b) => a - b)[1] ?? 0;
    expect(median, `longest task per visit (ms): ${longest.map(Math.round).join(', ')}`).toBeLessThanOrEqual(
      longTaskLimitMs,
    );
  });
});

describe('prefetch warms without running', () => {
  // An article the home page links to (its latest articles).
  const article = '/banca-personas/azul-premier/blog/libros-de-finanzas-personales/';

  /** Whether a script's top level has run: V8 counts every function, the script's own included. */
  async function evaluatedScripts(page: Page, urls: readonly string[]): Promise<Record<string, boolean>> {
    const entries = await page.coverage.stopJSCoverage();
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    const result: Record<string, boolean> = {};
    for (const url of urls) {
      const entry = entries.find((candidate) => new URL(candidate.url).pathname === url);
      result[url] = (entry?.functions[0]?.ranges[0]?.count ?? 0) > 0;
    }
    return result;
  }

  it('a linked page’s data and block code are fetched when the visitor points at it, and run only at the click', async () => {
    const opened = await openConsentedPage(browser, site.url('/'), {
      setup: (page) => page.coverage.startJSCoverage({ resetOnNavigation: false }),
    });
    const { page } = opened;
    const link = page.locator(`main a[href="${article}"]`).first();
    await link.hover();
    const chunksOf = async (route: string) =>
      (
        JSON.parse(await readFile(path.join(inject('siteDir'), `assets/data${route}index.json`), 'utf8')) as {
          chunks?: string[];
        }
      ).chunks ?? [];
    // The linked page's own code: chunks the home page shares with it (its own blocks) ran when home started.
    const homeChunks = new Set(await chunksOf('/'));
    const chunks = (await chunksOf(article)).filter((chunk) => !homeChunks.has(chunk));
    expect(chunks.length).toBeGreaterThan(0);
    // Warm: each chunk has arrived (a modulepreload link, its response complete).
    await page.waitForFunction(
      (urls) =>
        urls.every((url) =>
          performance
            .getEntriesByType('resource')
            .some(
              (entry) =>
                new URL(entry.name).pathname === url && (entry as PerformanceResourceTiming).responseEnd > 0,
            ),
        ),
      chunks,
    );
    expect(Object.values(await evaluatedScripts(page, chunks))).toEqual(chunks.map(() => false));

    const requestsBefore = opened.requests.length;
    await link.click();
    await page.waitForURL(`**${article}`);
    await page.waitForFunction(
      (path) => document.querySelector('main h1') !== null && location.pathname === path,
      article,
    );
    // What the click needed was all there: neither the data nor the code was asked for again.
    const needed = new Set([`/assets/data${article}index.json`, ...chunks]);
    expect(opened.requests.slice(requestsBefore).filter((request) => needed.has(request))).toEqual([]);
    expect(Object.values(await evaluatedScripts(page, chunks))).toEqual(chunks.map(() => true));
    await opened.context.close();
  });
});

describe('the consent dialog of a first visit comes with the HTML', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Tu privacidad' });

  /** Opens a page while the application's entry is held back: what the visitor has before it runs. */
  async function openWithoutApp(
    url: string,
    options: { consent?: boolean; javaScriptEnabled?: boolean } = {},
  ) {
    const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
    if (options.consent) await withConsent(context, url);
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entryRequested = false;
    await page.route('**/assets/entry-client-*.js', async (route) => {
      entryRequested = true;
      await held;
      await route.continue();
    });
    // Whether the dialog was ever on screen, checked at every frame from the first one.
    await page.addInitScript(() => {
      const seen = { dialog: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      const check = () => {
        const layer = document.querySelector('.consent-layer');
        if (layer && getComputedStyle(layer).display !== 'none') seen.dialog = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto(url);
    return { page, context, release, entryRequested: () => entryRequested };
  }

  it('a first visit sees the dialog before the application has run, and can choose at once', async () => {
    const { page, context, release, entryRequested } = await openWithoutApp(
      site.url('/preguntas-frecuentes/'),
    );
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByName('app:hydration-start').length)).toBe(0);
    // A choice made before the application runs is not lost: it is made again once it has started.
    await page.getByRole('button', { name: 'Aceptar todas', exact: true }).click();
    await expect.poll(entryRequested).toBe(true);
    release();
    await expect.poll(() => dialog(page).count()).toBe(0);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'cookie-consent');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toEqual({
      necessary: true,
      functional: true,
    });
    await context.close();
  });

  it('a returning visitor never sees it, before or after the application starts', async () => {
    const { page, context, release } = await openWithoutApp(site.url('/preguntas-frecuentes/'), {
      consent: true,
    });
    await page.waitForLoadState('load');
    release();
    await page.waitForFunction((end) => performance.getEntriesByName(end).length > 0, hydrationEndMark);
    expect(
      await page.evaluate(() => (window as unknown as { __seen: { dialog: boolean } }).__seen.dialog),
    ).toBe(false);
    expect(await page.locator('.consent-layer').count()).toBe(0);
    await context.close();
  });

  it('with JavaScript off the page reads as it is, without the dialog', async () => {
    const { page, context } = await openWithoutApp(site.url('/preguntas-frecuentes/'), {
      javaScriptEnabled: false,
    });
    expect(await dialog(page).isVisible()).toBe(false);
    expect(await page.locator('main h1').first().isVisible()).toBe(true);
    await context.close();
  });
});

describe('the global content travels once per visit', () => {
  it('is not inline in the HTML; the app fetches it once and navigates without it again', async () => {
    const html = await readFile(path.join(inject('siteDir'), 'index.html'), 'utf8');
    const state = /<script type="application\/json" id="__INITIAL_STATE__">(.*?)<\/script>/s.exec(html)?.[1];
    const parsed = JSON.parse(state ?? '{}') as { global?: unknown; globalUrl?: string };
    expect(parsed.global).toBeUndefined();
    expect(parsed.globalUrl).toMatch(/^\/assets\/global-[\w-]+\.json$/);

    const opened = await openConsentedPage(browser, site.url('/banca-personas/'));
    const globalRequests = () => opened.requests.filter((request) => request === parsed.globalUrl);
    expect(globalRequests()).toEqual([parsed.globalUrl]);
    // The header and footer hydrated from it: the menu works.
    await opened.page.getByRole('link', { name: 'Conocé Remesa Azul' }).click();
    await opened.page.waitForURL('**/banca-personas/remesa-azul/');
    await expect.poll(() => opened.page.textContent('h1')).toBe('Remesa Azul');
    expect(await opened.page.locator('footer').count()).toBeGreaterThan(0);
    expect(globalRequests()).toEqual([parsed.globalUrl]);
    await opened.context.close();
  });
});
