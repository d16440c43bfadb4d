/**
 * Lighthouse mobile performance per route (issue 10 bench d, issue 15): a first visit (no cookie: the consent
 * dialog shows), a returning visit (the consent cookie stored) and the route's floor (its HTML without scripts,
 * bench/floor-site.ts), each with a cold HTTP cache; median of BENCH_RUNS runs (5).
 *
 * Lighthouse 12.8 (13.x needs Node 22) drives Debian Chromium through a remote-debugging port. Chromium is
 * launched by playwright-core with exactly the flags of e2e/support/chromium.ts (`chromiumFlags`, including
 * --host-resolver-rules, so nothing leaves the machine) plus that port, as a persistent context so the stored
 * consent cookie is in the profile Lighthouse's tab uses. A first visit and the floor let Lighthouse reset the
 * origin's storage (cookies included); a returning visit turns that reset off, which would delete its cookie,
 * and clears the HTTP cache instead. The runs of a route alternate between the three visits, so a busy moment
 * on the machine does not land on one of them only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium';
import { withConsent } from '../e2e/support/consent';
import { startSite, type RunningSite } from '../e2e/support/server';
import { buildFloorSite } from './floor-site';
import { freePort } from '../src/test/free-port';
import { runFigures, type RunFigures } from './lighthouse-report';
import { summarise, visits, type Visit, type VisitSummary } from './visit-summary';

export interface RouteLighthouse {
  route: string;
  visits: Record<Visit, VisitSummary>;
}

export interface LighthouseFigures {
  runs: number;
  routes: RouteLighthouse[];
  /** Wall time of all the runs, for planning a full bench. */
  ms: number;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on this busy machine; a retry succeeds. */
const attempts = 3;

/**
 * The audits the figures read: the five weighted metrics (so the performance score is the full category's),
 * the observed timings and requests, the LCP element, long tasks and layout shifts. Leaving out the rest
 * (and the full-page screenshot) saves about a third of each run.
 */
const onlyAudits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'metrics',
  'network-requests',
  'largest-contentful-paint-element',
  'long-tasks',
  'layout-shifts',
];

export function benchRuns(): number {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${runs}`);
  return runs;
}

async function runOnce(url: string, port: number, keepStorage: boolean, prepare: () => Promise<unknown>) {
  let failure = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    await prepare();
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyAudits,
      disableFullPageScreenshot: true,
      disableStorageReset: keepStorage,
    });
    if (result && !result.lhr.runtimeError) return result.lhr as Result;
    failure = result?.lhr.runtimeError
      ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`
      : 'no result';
  }
  throw new Error(`Lighthouse failed ${attempts} times on ${url}: ${failure}`);
}

export async function measureLighthouse(
  siteDir: string,
  routes: readonly string[],
  runs = benchRuns(),
): Promise<LighthouseFigures> {
  const started = performance.now();
  const floor = await buildFloorSite(siteDir, routes);
  const sites: RunningSite[] = [];
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  let context: BrowserContext | undefined;
  try {
    const site = await startSite(siteDir);
    sites.push(site);
    const floorSite = await startSite(floor.dir);
    sites.push(floorSite);
    const port = await freePort();
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      headless: true,
      args: [...chromiumFlags, `--remote-debugging-port=${port}`],
    });
    const browser = context;
    const control = browser.pages()[0] ?? (await browser.newPage());
    const cdp = await browser.newCDPSession(control);
    const clearCache = () => cdp.send('Network.clearBrowserCache');
    // Both servers are on 127.0.0.1, and cookies ignore the port: every visit sets or clears them itself.
    const prepare: Record<Visit, (url: string) => Promise<unknown>> = {
      first: async () => {
        await browser.clearCookies();
        await clearCache();
      },
      returning: async (url) => {
        await browser.clearCookies();
        await withConsent(browser, url);
        await clearCache();
      },
      floor: async () => {
        await browser.clearCookies();
        await clearCache();
      },
    };
    const results: RouteLighthouse[] = [];
    for (const route of routes) {
      const samples: Record<Visit, RunFigures[]> = { first: [], returning: [], floor: [] };
      for (let i = 0; i < runs; i++) {
        for (const visit of visits) {
          const url = (visit === 'floor' ? floorSite : site).url(route);
          const lhr = await runOnce(url, port, visit === 'returning', () => prepare[visit](url));
          samples[visit].push(runFigures(lhr));
        }
      }
      const summary = {
        first: summarise(samples.first),
        returning: summarise(samples.returning),
        floor: summarise(samples.floor),
      };
      console.log(
        `    ${route}: ${visits.map((v) => `${v} ${summary[v].score} LCP ${summary[v].lcpMs.toFixed(0)} ms`).join(', ')}`,
      );
      results.push({ route, visits: summary });
    }
    return { runs, routes: results, ms: performance.now() - started };
  } finally {
    await context?.close();
    for (const s of sites) await s.close();
    await rm(profile, { recursive: true, force: true });
    await rm(floor.dir, { recursive: true, force: true });
  }
}
