/**
 * How much of the public stylesheet the bench routes use (issue 10 "no unused rules shipped", measured
 * with Chromium's CSS coverage). Each route is loaded as a first visit (the consent dialog shows) at phone
 * and desktop width, and the used ranges are united over all loads. "Before" serves the original
 * stylesheet, still in assets/ for the preview screens, in place of the pruned one; "after" the pruned one.
 * Coverage marks the rules that matched during the load only: hover and focus, the open menu, an opened
 * accordion or tab, other widths and the routes not loaded count as unused although the site needs them.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium';
import { waitForHydration } from '../e2e/support/pages';
import { startSite, type RunningSite } from '../e2e/support/server';
import { routeFile } from '../src/common/paths';

export interface StylesheetCoverage {
  href: string;
  bytes: number;
  /** Size of the precompressed .br file: what a visitor downloads. */
  brotliBytes: number;
  /** Bytes inside the rules any load used, united over routes and widths. */
  usedBytes: number;
  unusedPercent: number;
}

export interface CssCoverageFigures {
  routes: string[];
  widths: number[];
  before: StylesheetCoverage;
  after: StylesheetCoverage;
}

type Range = { start: number; end: number };

const viewports = [
  { width: 412, height: 823 },
  { width: 1280, height: 900 },
];

/** Sum of the lengths of the ranges, overlaps counted once; in UTF-8 bytes of the text. */
function unitedBytes(text: string, ranges: readonly Range[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let bytes = 0;
  let end = 0;
  for (const range of sorted) {
    const start = Math.max(range.start, end);
    if (range.end > start) bytes += Buffer.byteLength(text.slice(start, range.end));
    end = Math.max(end, range.end);
  }
  return bytes;
}

/** The stylesheet hrefs of a built page. */
async function stylesheetOf(siteDir: string, route: string): Promise<string> {
  const html = await readFile(path.join(siteDir, routeFile(route, 'index.html')), 'utf8');
  const href = /<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error(`${route} links no stylesheet`);
  return href;
}

async function coverageOf(
  browser: Browser,
  site: RunningSite,
  routes: readonly string[],
  href: string,
  servedText: string,
): Promise<{ text: string; ranges: Range[] }> {
  const ranges: Range[] = [];
  for (const route of routes) {
    for (const viewport of viewports) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      // Whatever the page links, the stylesheet measured is the one served under its href.
      await page.route(`**${href}`, (request) =>
        request.fulfill({ contentType: 'text/css', body: servedText }),
      );
      await page.coverage.startCSSCoverage();
      await page.goto(site.url(route));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      for (const entry of await page.coverage.stopCSSCoverage()) {
        if (new URL(entry.url).pathname === href) ranges.push(...entry.ranges);
      }
      await context.close();
    }
  }
  return { text: servedText, ranges };
}

async function figuresFor(
  siteDir: string,
  href: string,
  coverage: { text: string; ranges: Range[] },
): Promise<StylesheetCoverage> {
  const bytes = Buffer.byteLength(coverage.text);
  const usedBytes = unitedBytes(coverage.text, coverage.ranges);
  const file = path.join(siteDir, href.replace(/^\/+/, ''));
  const brotliBytes = await stat(`${file}.br`).then(
    (s) => s.size,
    () => Number.NaN,
  );
  return { href, bytes, brotliBytes, usedBytes, unusedPercent: (1 - usedBytes / bytes) * 100 };
}

export async function measureCssCoverage(
  siteDir: string,
  routes: readonly string[],
): Promise<CssCoverageFigures> {
  const pruned = await stylesheetOf(siteDir, routes[0] ?? '/');
  const original = pruned.replace(/\.pruned-[\w-]+\.css$/, '.css');
  const read = (href: string) => readFile(path.join(siteDir, href.replace(/^\/+/, '')), 'utf8');
  const site = await startSite(siteDir);
  const browser = await launchChromium();
  try {
    const after = await coverageOf(browser, site, routes, pruned, await read(pruned));
    const before = await coverageOf(browser, site, routes, pruned, await read(original));
    return {
      routes: [...routes],
      widths: viewports.map((v) => v.width),
      before: await figuresFor(siteDir, original, before),
      after: await figuresFor(siteDir, pruned, after),
    };
  } finally {
    await browser.close();
    await site.close();
  }
}
