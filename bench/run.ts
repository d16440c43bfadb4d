/**
 * `npm run bench` (issue 10): builds, transfer sizes, CSS coverage, Lighthouse and click-to-content in one run; prints the
 * figures and writes bench/results.md. Each part runs even when an earlier one failed, so a partial run still
 * records what it measured and why the rest is missing.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../src/build/paths';
import { measureBundledBuild, measureSyntheticBuild } from './build-times';
import { measureClickToContent } from './click-to-content';
import { measureCssCoverage } from './css-coverage';
import { part, type BenchFigures } from './figures';
import { measureLighthouse } from './lighthouse';
import { loadMarkdown, measureLoad } from './load-test';
import { describeMachine } from './machine';
import { resultsMarkdown } from './results-md';
import { describeRevision } from './revision';
import { benchRoutes } from './routes';
import { measureTransferSizes } from './transfer-sizes';

/** BENCH_STORIES=1000 runs a shorter bench (one synthetic size); the default is both sizes of the issue. */
const sizes = (process.env.BENCH_STORIES ?? '1000,10000').split(',').map(Number);
const siteDir = path.join(projectRoot, '.tmp', 'bench', 'bundled-dist');

console.log('npm run bench: builds, transfer sizes, CSS coverage, Lighthouse, click-to-content, load test');
// Taken before building: the figures belong to the code as it was when the run started.
const revision = describeRevision();
const bundled = await part('(a) bundled site builds', measureBundledBuild);
const synthetic: BenchFigures['synthetic'] = [];
for (const stories of sizes) {
  synthetic.push({
    ...(await part(`(b) ${stories} generated stories`, () => measureSyntheticBuild(stories))),
    stories,
  });
}
// The browser figures need the built site; the incremental build of (a) left it in siteDir.
const transfers = await part('(c) transfer sizes', () => measureTransferSizes(siteDir, benchRoutes));
const cssCoverage = await part('(c) CSS coverage', () => measureCssCoverage(siteDir, benchRoutes));
const lighthouse = await part('(d) Lighthouse', () => measureLighthouse(siteDir, benchRoutes));
const click = await part('(e) click-to-content', () => measureClickToContent(siteDir));
const load = await part('(f) load test of npm run serve', () => measureLoad(siteDir));

const figures: BenchFigures = {
  date: new Date().toISOString(),
  machine: describeMachine(),
  revision,
  bundled,
  synthetic,
  transfers,
  cssCoverage,
  lighthouse,
  click,
};
const markdown = resultsMarkdown(figures) + loadMarkdown(load);
console.log(`\n${markdown}`);
await writeFile(path.join(projectRoot, 'bench', 'results.md'), markdown);
console.log('Wrote bench/results.md');
