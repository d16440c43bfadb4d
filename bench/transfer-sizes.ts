/**
 * Per-route transfer sizes, brotli (issue 10 bench c). Chromium loads each route with the consent stored,
 * and the Performance API lists what the page fetched: the HTML, the JS and CSS its HTML references
 * (modulepreload, script, stylesheet), the chunks it loads itself, and page data it prefetches. Each file is
 * counted at the size of its precompressed `.br` file: Chromium advertises brotli only over HTTPS, so over
 * this loopback HTTP server it receives gzip, while a production host sends exactly these `.br` bytes.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '../e2e/support/chromium';
import { withConsent } from '../e2e/support/consent';
import { waitForHydration } from '../e2e/support/pages';
import { startSite } from '../e2e/support/server';
import { routeFile } from '../src/common/paths';
import { pageDataUrl } from '../src/config/site-paths';
import { documentWireBytes } from './document-wire';

export interface RouteTransfer {
  route: string;
  html: number;
  /** JS referenced by the HTML (script + modulepreload). */
  jsStatic: number;
  /** JS chunks the page loaded itself before it had hydrated (blocks of this page). */
  jsDynamic: number;
  /** JS chunks loaded after hydration: prefetched for the pages it links to, not needed by this one. */
  jsPrefetched: number;
  css: number;
  /** The route's own page-data file (what a client navigation to it downloads). */
  pageData: number;
  /** Page data of linked pages the page prefetched while loading. */
  prefetchedData: number;
  /** Files of jsStatic + jsDynamic. */
  jsFiles: number;
  /** Bytes Chromium received over loopback HTTP (gzip), from the Performance API's transferSize. */
  transferredGzip: number;
  /** The HTML's bytes over the wire as a browser over HTTPS gets it: headers and brotli body (document-wire.ts). */
  htmlOverWire: number;
}

async function brotliSize(siteDir: string, pathname: string): Promise<number> {
  const file = path.join(siteDir, decodeURIComponent(pathname).replace(/^\/+/, ''));
  const br = await stat(`${file}.br`).catch(() => null);
  return br ? br.size : (await stat(file)).size;
}

/** URLs of the JS and CSS the HTML asks for before any script runs. */
function referencedAssets(html: string): Set<string> {
  const refs = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:m?js|css))"/g)) {
    if (match[1]) refs.add(new URL(match[1], 'http://x').pathname);
  }
  return refs;
}

export async function measureTransferSizes(
  siteDir: string,
  routes: readonly string[],
): Promise<RouteTransfer[]> {
  const site = await startSite(siteDir);
  const browser = await launchChromium();
  const results: RouteTransfer[] = [];
  try {
    for (const route of routes) {
      const url = site.url(route);
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await withConsent(context, url);
      const page = await context.newPage();
      await page.goto(url);
      await waitForHydration(page);
      // Prefetch starts 250 ms after hydration (links in view): what starts later is for the next pages.
      const hydratedAt = await page.evaluate(() => performance.now());
      await page.waitForLoadState('networkidle');
      const entries = await page.evaluate(() =>
        [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
          (e) => ({
            name: e.name,
            startTime: e.startTime,
            transferSize: (e as PerformanceResourceTiming).transferSize,
          }),
        ),
      );
      await context.close();
      const wire = await documentWireBytes(url);
      const htmlFile = path.join(siteDir, routeFile(route, 'index.html'));
      const refs = referencedAssets(await readFile(htmlFile, 'utf8'));
      const row: RouteTransfer = {
        route,
        html: await brotliSize(siteDir, `${route}index.html`),
        jsStatic: 0,
        jsDynamic: 0,
        jsPrefetched: 0,
        css: 0,
        pageData: await brotliSize(siteDir, pageDataUrl(route)),
        prefetchedData: 0,
        jsFiles: 0,
        transferredGzip: 0,
        htmlOverWire: wire.headers + wire.body,
      };
      for (const entry of entries) {
        const target = new URL(entry.name);
        if (target.origin !== new URL(url).origin) continue;
        row.transferredGzip += entry.transferSize;
        const pathname = target.pathname;
        if (/\.m?js$/.test(pathname)) {
          const kind = refs.has(pathname)
            ? 'jsStatic'
            : entry.startTime < hydratedAt
              ? 'jsDynamic'
              : 'jsPrefetched';
          if (kind !== 'jsPrefetched') row.jsFiles++;
          row[kind] += await brotliSize(siteDir, pathname);
        } else if (pathname.endsWith('.css')) row.css += await brotliSize(siteDir, pathname);
        else if (pathname.startsWith('/assets/data/'))
          row.prefetchedData += await brotliSize(siteDir, pathname);
      }
      results.push(row);
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return results;
}
