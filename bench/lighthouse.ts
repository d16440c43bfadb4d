/**
 * Lighthouse mobile performance (issue 10 bench d): score, LCP, TBT and CLS per route, median of 3 runs.
 *
 * Lighthouse 12.8 (13.x needs Node 22) drives Debian Chromium through a remote-debugging port. Chromium is
 * launched by playwright-core with exactly the flags of e2e/support/chromium.ts (`chromiumFlags`, including
 * --host-resolver-rules, so nothing leaves the machine) plus that port, as a persistent
 * context so the stored consent cookie is in the profile Lighthouse's tab uses: without it the consent dialog
 * covers the page. Lighthouse's own storage reset would delete that cookie, so it is off, and the HTTP cache
 * is cleared before every run instead (each run is a first visit).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium';
import { withConsent } from '../e2e/support/consent';
import { startSite } from '../e2e/support/server';
import { freePort } from './free-port';
import { runFigures, type RunFigures } from './lighthouse-report';
import { median } from './stats';

export interface LighthouseFigures {
  route: string;
  /** Medians over the runs; score 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's score, to show the spread behind the median. */
  scores: number[];
  /** The run whose score is the median: what cost its points. */
  medianRun: RunFigures;
  /** Layout shifts of all runs, deduplicated. */
  shifts: string[];
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on this busy machine; a retry succeeds. */
const attempts = 3;

async function runOnce(url: string, port: number, clearCache: () => Promise<unknown>): Promise<Result> {
  let failure = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    await clearCache();
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    failure = result?.lhr.runtimeError
      ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`
      : 'no result';
  }
  throw new Error(`Lighthouse failed ${attempts} times on ${url}: ${failure}`);
}

export async function measureLighthouse(
  siteDir: string,
  routes: readonly string[],
  runs = 3,
): Promise<LighthouseFigures[]> {
  const site = await startSite(siteDir);
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumFlags, `--remote-debugging-port=${port}`],
  });
  const results: LighthouseFigures[] = [];
  try {
    const control = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(control);
    for (const route of routes) {
      const url = site.url(route);
      await withConsent(context, url);
      const samples: RunFigures[] = [];
      for (let i = 0; i < runs; i++) {
        samples.push(runFigures(await runOnce(url, port, () => cdp.send('Network.clearBrowserCache'))));
      }
      const score = median(samples.map((r) => r.score));
      results.push({
        route,
        score,
        lcpMs: median(samples.map((r) => r.lcpMs)),
        tbtMs: median(samples.map((r) => r.tbtMs)),
        cls: median(samples.map((r) => r.cls)),
        scores: samples.map((r) => r.score),
        medianRun: samples.find((r) => r.score === score) ?? (samples[0] as RunFigures),
        shifts: [...new Set(samples.flatMap((r) => r.shifts))],
      });
    }
  } finally {
    await context.close();
    await site.close();
    await rm(profile, { recursive: true, force: true });
  }
  return results;
}
