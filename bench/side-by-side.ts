/**
 * Two builds of the same content measured in one run on one machine, side by side (issue 30: the Preact and
 * the React runtime): home's initial JS, Lighthouse's first and returning visits against each route's floor,
 * the longest task while hydrating at 4× CPU and prefetched click-to-content. Prints a Markdown table.
 * `npx tsx bench/side-by-side.ts <label>=<dist> <label>=<dist>` (BENCH_RUNS as for npm run bench).
 */
import { measureClickToContent } from './click-to-content';
import { measureHydrationTasks } from './hydration-tasks';
import { benchRuns, measureLighthouse, type LighthouseFigures } from './lighthouse';
import { table } from './md-table';
import { benchRoutes } from './routes';
import { measureTransferSizes } from './transfer-sizes';
import { floorRatio } from './visit-summary';

const builds = process.argv.slice(2).map((argument) => {
  const [label = '', dir = ''] = argument.split('=');
  if (!label || !dir) throw new Error('usage: tsx bench/side-by-side.ts <label>=<dist> <label>=<dist>');
  return { label, dir };
});
const runs = benchRuns();
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface Measured {
  label: string;
  homeJs: number;
  lighthouse: LighthouseFigures;
  hydration: Awaited<ReturnType<typeof measureHydrationTasks>>;
  clickMs: number;
  requestsAtClick: number;
}

const measured: Measured[] = [];
for (const { label, dir } of builds) {
  console.error(`${label}: transfers, Lighthouse (${runs} runs a visit), hydration, click`);
  const home = (await measureTransferSizes(dir, ['/']))[0];
  const lighthouse = await measureLighthouse(dir, benchRoutes, runs);
  const hydration = await measureHydrationTasks(dir, runs);
  const click = await measureClickToContent(dir);
  measured.push({
    label,
    homeJs: home ? home.jsStatic + home.jsDynamic : Number.NaN,
    lighthouse,
    hydration,
    clickMs: click.medianMs,
    requestsAtClick: click.requestsAtClick,
  });
}

const labels = measured.map((m) => m.label);
const rows: string[][] = [
  ['home initial JS (kB brotli)', ...measured.map((m) => kb(m.homeJs))],
  [
    'prefetched click-to-content (ms, median of 10; requests at click)',
    ...measured.map((m) => `${m.clickMs.toFixed(1)}; ${m.requestsAtClick}`),
  ],
];
for (const route of benchRoutes) {
  const hydration = measured.map((m) => m.hydration.routes.find((r) => r.route === route));
  if (hydration.some(Boolean))
    rows.push([
      `\`${route}\` longest task while hydrating, 4× CPU (ms, median of ${runs})`,
      ...hydration.map((h) => (h ? h.medianMs.toFixed(1) : '–')),
    ]);
  for (const visit of ['first', 'returning'] as const) {
    rows.push([
      `\`${route}\` ${visit}: score, TBT (ms), CLS, LCP ÷ floor`,
      ...measured.map((m) => {
        const figures = m.lighthouse.routes.find((r) => r.route === route)?.visits;
        if (!figures) return '–';
        const v = figures[visit];
        return `${v.score}, ${v.tbtMs.toFixed(0)}, ${v.cls.toFixed(3)}, ${floorRatio(v, figures.floor).toFixed(2)}`;
      }),
    ]);
  }
}
console.log(table(['figure', ...labels], rows));
