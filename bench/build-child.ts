/**
 * One build in its own process, so its peak memory is its own (process.resourceUsage().maxRSS) and a cold
 * build starts with cold module caches. Reads CONTENT_DIR, OUT_DIR and CACHE_DIR; prints one JSON line on
 * stdout. Peak memory is the process's (render threads included: they share it) or the bundling process's.
 */
import { buildSite } from '../src/site-builder/build-site';

export interface ChildBuildResult {
  pages: number;
  ms: number;
  maxRssMb: number;
  /** Time per phase (BuildResult.phases), in seconds to one decimal as in the build's summary table. */
  phases: Record<string, number>;
  errors: number;
  /** What the build cache gave: pages rendered and reused, bundles restored or built. */
  rendered: number;
  reused: number;
  bundleFromCache: boolean;
}

const contentDir = process.env.CONTENT_DIR;
const outDir = process.env.OUT_DIR;
const cacheDir = process.env.CACHE_DIR;
if (!contentDir || !outDir || !cacheDir)
  throw new Error('build-child needs CONTENT_DIR, OUT_DIR and CACHE_DIR');
const result = await buildSite({ contentDir, outDir, cacheDir, strict: false }, { log: () => {} });
// Seconds to one decimal, as the build's summary table prints them.
const phases = Object.fromEntries(result.phases.map(([name, ms]) => [name, Math.round(ms / 100) / 10]));
const report: ChildBuildResult = {
  pages: result.pages,
  ms: result.ms,
  // maxRSS is in kilobytes. Vite runs in a process of its own (src/site-builder/bundle/bundle-child.ts), before the
  // rest: the build's peak is the larger of the two.
  maxRssMb: Math.max(Math.round(process.resourceUsage().maxRSS / 1024), result.bundlerMaxRssMb),
  phases,
  errors: result.errors.filter((e) => e.severity === 'error').length,
  rendered: result.rendered,
  reused: result.reused,
  bundleFromCache: result.bundleFromCache,
};
console.log(JSON.stringify(report));
