/** The table printed at the end of a build (issue 10): what was built, how big, how long each phase took. */
import type { CommitResult } from '../write/atomic-output';
import type { OutputSizes } from '../write/output-sizes';

export interface BuildSummary {
  pages: number;
  sizes: OutputSizes;
  /** Files of the output replaced or added, and removed (absent: not shown). */
  committed?: CommitResult;
  /** Phases in the order they ran, with their duration. */
  phases: ReadonlyArray<readonly [string, number]>;
  errors: number;
  warnings: number;
  /** What the build cache saved: pages rendered vs taken from it, and whether Vite ran. */
  cache?: {
    rendered: number;
    reused: number;
    /** Render threads (0: nothing was rendered). */
    threads: number;
    bundleFromCache: boolean;
  };
}

function kb(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(0)} kB`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function table(rows: ReadonlyArray<readonly [string, string]>): string {
  const left = Math.max(...rows.map(([name]) => name.length));
  const right = Math.max(...rows.map(([, value]) => value.length));
  const rule = `  ${'-'.repeat(left)}  ${'-'.repeat(right)}`;
  return [
    rule,
    ...rows.map(([name, value]) => `  ${name.padEnd(left)}  ${value.padStart(right)}`),
    rule,
  ].join('\n');
}

function cacheRows(cache: NonNullable<BuildSummary['cache']>): Array<readonly [string, string]> {
  const where = `${cache.threads} ${cache.threads === 1 ? 'thread' : 'threads'}`;
  return [
    ['pages rendered', cache.rendered > 0 ? `${cache.rendered} (${where})` : '0'],
    ['pages reused from cache', String(cache.reused)],
    ['bundles', cache.bundleFromCache ? 'from cache' : 'built'],
  ];
}

export function formatBuildSummary(summary: BuildSummary): string {
  const total = summary.phases.reduce((sum, [, ms]) => sum + ms, 0);
  return table([
    ['pages', String(summary.pages)],
    ...(summary.cache ? cacheRows(summary.cache) : []),
    ['HTML', kb(summary.sizes.html)],
    ['page data', kb(summary.sizes.pageData)],
    ['JS + CSS', kb(summary.sizes.assets)],
    ['images and other files', kb(summary.sizes.other)],
    ...(summary.committed
      ? ([
          ['output files written', String(summary.committed.renamed)],
          ['output files removed', String(summary.committed.deleted)],
        ] as const)
      : []),
    ...summary.phases.map(([name, ms]) => [`time: ${name}`, seconds(ms)] as const),
    ['time: total', seconds(total)],
    ['content errors', String(summary.errors)],
    ['content warnings', String(summary.warnings)],
  ]);
}
