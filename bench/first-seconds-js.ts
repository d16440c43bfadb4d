/**
 * JavaScript a phone executes in the first 5 s of a first visit to home (issue 15 target: ≤ 70 kB brotli).
 * Lighthouse's simulation gives no per-script times, so Chromium loads the page under the conditions it
 * simulates, applied for real (DevTools throttling: Lighthouse's mobile 150 ms RTT / 1.6 Mbps with its
 * request latency, 4× CPU, a 412 × 823 screen), with V8's precise coverage on. After 5 s from the navigation,
 * a script counts as executed when any of its functions ran (a module fetched or modulepreloaded but never
 * evaluated has none), at the size of its `.br` file (what a production host sends; over this loopback HTTP
 * server Chromium receives gzip). Scripts fetched by then are counted too, to show what was fetched without
 * running. Inline scripts are part of the HTML and not counted.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium';
import { lighthousePhone } from '../e2e/support/lighthouse-phone';
import { startSite } from '../e2e/support/server';
import { median } from './stats';

export interface FirstSecondsJs {
  route: string;
  windowMs: number;
  /** Medians over the runs, brotli bytes. */
  executedBytes: number;
  fetchedBytes: number;
  /** Every run's executed bytes, to show the spread. */
  executedRuns: number[];
  /** Scripts executed in the window in the median run, largest first, e.g. "entry-client-abc.js 24.1 kB". */
  executed: string[];
  /** Scripts fetched in the window but not executed in the median run. */
  fetchedOnly: string[];
}

interface Sample {
  executed: Map<string, number>;
  fetched: Map<string, number>;
}

/** Lighthouse 12.8's mobile throttling (constants.throttling.mobileSlow4G, as its DevTools method applies it). */
const network = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

const windowMs = 5000;

interface ScriptCoverage {
  url: string;
  functions: Array<{ ranges: Array<{ count: number }> }>;
}

async function brotliSize(siteDir: string, pathname: string): Promise<number> {
  const file = path.join(siteDir, decodeURIComponent(pathname).replace(/^\/+/, ''));
  const br = await stat(`${file}.br`).catch(() => null);
  return br ? br.size : ((await stat(file).catch(() => null))?.size ?? 0);
}

/** Same-origin script URLs → their path, the rest (inline scripts, other origins, extensions) dropped. */
function scriptPath(url: string, origin: string): string | null {
  try {
    const u = new URL(url);
    return u.origin === origin && /\.m?js$/.test(u.pathname) ? u.pathname : null;
  } catch {
    return null;
  }
}

async function sizes(siteDir: string, paths: Iterable<string>): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const p of paths) out.set(p, await brotliSize(siteDir, p));
  return out;
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const listed = (m: Map<string, number>) =>
  [...m]
    .sort(([, a], [, b]) => b - a)
    .map(([p, bytes]) => `${p.split('/').pop()} ${(bytes / 1024).toFixed(1)} kB`);

export async function measureFirstSecondsJs(
  siteDir: string,
  route: string,
  runs: number,
): Promise<FirstSecondsJs> {
  const site = await startSite(siteDir);
  const browser = await launchChromium();
  const url = site.url(route);
  const origin = new URL(url).origin;
  const samples: Sample[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // No stored consent: a first visit, the dialog shows.
      const context = await browser.newContext(lighthousePhone);
      const page = await context.newPage();
      // Open the origin first, so the page's process is the one the coverage is taken in (no process swap).
      await page.goto(site.url('/favicon.svg'));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await throttle(cdp);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
      const fetched = new Set<string>();
      let navigationStart = Number.POSITIVE_INFINITY;
      cdp.on('Network.requestWillBeSent', (event) => {
        // CDP timestamps are seconds on one monotonic clock; the document request starts the window.
        if (event.type === 'Document') navigationStart = Math.min(navigationStart, event.timestamp);
        const p = scriptPath(event.request.url, origin);
        if (p && (event.timestamp - navigationStart) * 1000 <= windowMs) fetched.add(p);
      });
      const start = performance.now();
      await page.goto(url, { waitUntil: 'commit' });
      // A measurement window, not a wait for a state: what ran in the first 5 s is the figure.
      await page.waitForTimeout(Math.max(0, windowMs - (performance.now() - start)));
      const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
      const executed = new Set<string>();
      for (const script of result) {
        const p = scriptPath(script.url, origin);
        if (p && script.functions.some((f) => (f.ranges[0]?.count ?? 0) > 0)) executed.add(p);
      }
      samples.push({ executed: await sizes(siteDir, executed), fetched: await sizes(siteDir, fetched) });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
  const executedRuns = samples.map((s) => total(s.executed));
  const executedBytes = median(executedRuns);
  const medianSample = samples.reduce((best, s) =>
    Math.abs(total(s.executed) - executedBytes) < Math.abs(total(best.executed) - executedBytes) ? s : best,
  );
  const fetchedOnly = new Map([...medianSample.fetched].filter(([p]) => !medianSample.executed.has(p)));
  return {
    route,
    windowMs,
    executedBytes,
    fetchedBytes: median(samples.map((s) => total(s.fetched))),
    executedRuns,
    executed: listed(medianSample.executed),
    fetchedOnly: listed(fetchedOnly),
  };
}
