/** Section (d) of bench/results.md: Lighthouse per route and visit against the floor, and home's first 5 s of JS. */
import type { FirstSecondsJs } from './first-seconds-js';
import type { LighthouseFigures } from './lighthouse';
import { table } from './md-table';
import { floorRatio, visits } from './visit-summary';

const s = (ms: number) => (ms / 1000).toFixed(2);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function lighthouseMarkdown(l: LighthouseFigures): string {
  const rows = l.routes.flatMap((r) =>
    visits.map((v, i) => {
      const x = r.visits[v];
      const ratio = v === 'floor' ? '1.00' : floorRatio(x, r.visits.floor).toFixed(2);
      return [
        i === 0 ? `\`${r.route}\`` : '',
        v,
        `${x.score} (${x.scores.join(' / ')})`,
        s(x.fcpMs),
        `${s(x.lcpMs)} (${x.lcpRunsMs.map(s).join(' / ')})`,
        x.tbtMs.toFixed(0),
        x.cls.toFixed(3),
        String(x.requestsBeforeLoad),
        String(x.longTaskCount),
        String(x.documentBytes),
        ratio,
      ];
    }),
  );
  const causes = l.routes.flatMap((r) =>
    visits.map((v, i) => {
      const run = r.visits[v].medianRun;
      return [
        i === 0 ? `\`${r.route}\`` : '',
        v,
        run.lcpElement,
        run.longTasks.join(', ') || '—',
        run.scriptsBeforeLoad.length
          ? `${run.scriptsBeforeLoad.length}: ${run.scriptsBeforeLoad.join(', ')}`
          : '0',
      ];
    }),
  );
  return [
    `First visit: no cookie, so the consent dialog shows; returning: the consent cookie stored; floor: the route's HTML with every script and script hint removed (bench/floor-site.ts), served by the same server. Every run starts with an empty HTTP cache; figures are medians of ${l.runs} run(s), a route's runs alternating between the three visits. Times are Lighthouse's simulation (mobile, 150 ms RTT, 1.6 Mbps, 4× CPU); requests are those started before the load event of the observed load; long tasks are those over 50 ms at 4× CPU; the HTML's bytes over the wire are its headers and brotli body, of which a new connection's first round trip carries 14,600 in the simulation. ${l.routes.length} routes × 3 visits × ${l.runs} run(s) took ${(l.ms / 60_000).toFixed(1)} min.`,
    '',
    table(
      [
        'route',
        'visit',
        'performance (runs)',
        'FCP (s)',
        'LCP (s) (runs)',
        'TBT (ms)',
        'CLS',
        'requests before load',
        'long tasks',
        'HTML over the wire (bytes)',
        'LCP ÷ floor',
      ],
      rows,
    ),
    '',
    'What the median run of each shows:',
    '',
    table(
      ['route', 'visit', 'LCP element', 'longest tasks (4× CPU)', 'scripts requested before load'],
      causes,
    ),
  ].join('\n');
}

export function firstSecondsMarkdown(j: FirstSecondsJs): string {
  return [
    `JS executed in the first ${j.windowMs / 1000} s of a first visit to \`${j.route}\` (Chromium with Lighthouse's mobile conditions applied for real, V8 precise coverage; \`.br\` sizes; bench/first-seconds-js.ts): **${kb(j.executedBytes)}** median (runs ${j.executedRuns.map(kb).join(' / ')}); fetched in the window ${kb(j.fetchedBytes)}.`,
    '',
    `Executed: ${j.executed.join(', ') || 'none'}.`,
    '',
    `Fetched but not executed: ${j.fetchedOnly.join(', ') || 'none'}.`,
  ].join('\n');
}
