/**
 * The longest main-thread task while the first page hydrates, at 4× CPU throttling (issue 30: none over
 * 50 ms on home, the rates page and the agencies page). Read from a Chromium trace between the marks
 * `app:hydration-start` and `app:hydrated`, every task that overlaps the span (the one that starts
 * hydrating began before the start mark), in thread time: a busy machine that takes the core away from
 * Chromium does not count, the 4× slowdown does. `e2e/first-visit.test.ts` checks the same with a margin.
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium';
import { openConsentedPage } from '../e2e/support/consent';
import { startSite } from '../e2e/support/server';
import { hydrationEndMark, hydrationStartMark } from '../src/runtime/hydration-marks';
import type { Part } from './figures';
import { median } from './stats';

/** Over 50 ms, the browser's definition of a long task (Long Tasks API). */
export const longTaskMs = 50;

export const hydrationRoutes = ['/', '/tasas-y-comisiones/', '/agencias/'] as const;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time and thread (CPU) time, in µs. */
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The longest task of the page's main thread while it hydrated, in thread time (ms), one returning visit. */
export async function longestHydrationTaskMs(browser: Browser, url: string): Promise<number> {
  const opened = await openConsentedPage(browser, url, {
    setup: async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, {
        categories: ['toplevel', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
      });
    },
  });
  await opened.page.waitForFunction((end) => performance.getEntriesByName(end).length > 0, hydrationEndMark);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
  await opened.context.close();
  const start = events.find((event) => event.name === hydrationStartMark);
  const end = events.find((event) => event.name === hydrationEndMark);
  const main = events.find(
    (event) => event.ph === 'M' && event.pid === start?.pid && event.args?.name === 'CrRendererMain',
  );
  if (!start || !end || !main) throw new Error('The trace has no hydration marks or no main thread');
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.pid === main.pid &&
      event.tid === main.tid &&
      event.ts + (event.dur ?? 0) >= start.ts &&
      event.ts <= end.ts,
  );
  return Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) / 1000));
}

export interface HydrationTasks {
  runs: number;
  routes: { route: string; longestMs: number[]; medianMs: number }[];
}

/** `runs` visits of each route of a built site, as a visitor with a stored consent gets them. */
export async function measureHydrationTasks(siteDir: string, runs: number): Promise<HydrationTasks> {
  const site = await startSite(siteDir);
  const browser = await launchChromium();
  try {
    const routes: HydrationTasks['routes'] = [];
    for (const route of hydrationRoutes) {
      const longestMs: number[] = [];
      for (let run = 0; run < runs; run++)
        longestMs.push(await longestHydrationTaskMs(browser, site.url(route)));
      routes.push({ route, longestMs, medianMs: median(longestMs) });
    }
    return { runs, routes };
  } finally {
    await browser.close();
    await site.close();
  }
}

export function hydrationTasksMarkdown(tasks: Part<HydrationTasks>): string {
  const title = `## (d) Longest task while the first page hydrates, 4× CPU (issue 30: none over ${longTaskMs} ms)`;
  if (!tasks.ok) return `\n${title}\n\nNot measured: ${tasks.error}\n`;
  const { runs, routes } = tasks.value;
  const missed = routes.filter((r) => r.medianMs > longTaskMs);
  return [
    '',
    title,
    '',
    `Chromium trace between \`app:hydration-start\` and \`app:hydrated\`, every task overlapping the span, thread time; returning visits (consent stored), median of ${runs}.`,
    '',
    '| route | median (ms) | runs (ms) |',
    '| --- | --- | --- |',
    ...routes.map(
      (r) =>
        `| \`${r.route}\` | ${r.medianMs.toFixed(1)} | ${r.longestMs.map((ms) => ms.toFixed(1)).join(' / ')} |`,
    ),
    '',
    missed.length
      ? `Missed on ${missed.map((r) => r.route).join(', ')}: the trace's longest task names the work (module evaluation of the entry's chunks, or a commit of many boundaries at once); next: split that work (fewer modules evaluated before hydration, smaller boundaries).`
      : `Met on all ${routes.length} routes.`,
    '',
  ].join('\n');
}
