/**
 * `npm run bench` (issues 10 and 15): builds, transfer sizes, CSS coverage, Lighthouse (first and returning
 * visits and each route's floor), the JS of home's first 5 s, click-to-content and a load test in one run;
 * prints the figures and writes bench/results.md. Each part runs even when an earlier one failed, so a partial
 * run still records what it measured and why the rest is missing.
 *
 * BENCH_STORIES=1000 builds one synthetic size instead of both. BENCH_RUNS=1 takes one Lighthouse run per
 * visit instead of 5. BENCH_ONLY=lighthouse,click (parts: build, synthetic, transfers, css, lighthouse, hydration,
 * click, load, search, engines, incremental, publish) runs only those parts, on a build of the site made for them, and writes .tmp/bench/results.md
 * instead: a partial run never replaces the full record, except with BENCH_RECORD=1, which puts the sections of
 * the parts search, engines, incremental and publish in place of theirs in bench/results.md (bench/record-sections.ts), each noted with
 * its date and code. `BENCH_ONLY=search npm run bench` measures the site search alone (bench/search.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultContentDir, projectRoot } from '../src/config/project-paths';
import { measureBundledBuild, measureSyntheticBuild } from './build-times';
import { measureClickToContent } from './click-to-content';
import { measureCssCoverage } from './css-coverage';
import { part, skipped, type BenchFigures, type Part } from './figures';
import { measureFirstSecondsJs } from './first-seconds-js';
import { incrementalMarkdown, measureIncrementalBuilds, type IncrementalFigures } from './incremental';
import { hydrationTasksMarkdown, measureHydrationTasks } from './hydration-tasks';
import { benchRuns, measureLighthouse } from './lighthouse';
import { loadMarkdown, measureLoad } from './load-test';
import { describeMachine } from './machine';
import { loadavg } from 'node:os';
import { resultsMarkdown } from './results-md';
import { describeRevision } from './revision';
import { benchRoutes } from './routes';
import { runBuild } from './run-build';
import { measurePublish, publishMarkdown, type PublishFigures } from './publish';
import { measureSearch, searchMarkdown } from './search';
import { enginesMarkdown, measureEngines } from './search-engines';
import { replaceSections } from './record-sections';
import { measureTransferSizes } from './transfer-sizes';

const partNames = [
  'build',
  'synthetic',
  'transfers',
  'css',
  'lighthouse',
  'hydration',
  'click',
  'load',
  'search',
  'engines',
  'incremental',
  'publish',
] as const;
type PartName = (typeof partNames)[number];

const only = process.env.BENCH_ONLY?.split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const unknown = only?.filter((p) => !(partNames as readonly string[]).includes(p)) ?? [];
if (unknown.length)
  throw new Error(`BENCH_ONLY: unknown part ${unknown.join(', ')}; parts: ${partNames.join(', ')}`);
const runs = benchRuns();

/** Runs the part unless BENCH_ONLY leaves it out. */
function maybe<T>(name: PartName, label: string, run: () => Promise<T>): Promise<Part<T>> {
  if (only && !only.includes(name)) return Promise.resolve(skipped<T>(`BENCH_ONLY=${only.join(',')}`));
  return part(label, run);
}

/** BENCH_STORIES=1000 runs a shorter bench (one synthetic size); the default is both sizes of the issue. */
const sizes = (process.env.BENCH_STORIES ?? '1000,10000').split(',').map(Number);
const workDir = path.join(projectRoot, '.tmp', 'bench');
const siteDir = path.join(workDir, 'bundled-dist');

console.log(
  `npm run bench: builds, transfer sizes, CSS coverage, Lighthouse (${runs} run(s) per visit), click-to-content, load test, site search${only ? ` (only ${only.join(', ')})` : ''}`,
);
// Taken before building: the figures belong to the code as it was when the run started.
const revision = describeRevision();
const bundled = await maybe('build', '(a) bundled site builds', measureBundledBuild);
const browserParts: readonly PartName[] = [
  'transfers',
  'css',
  'lighthouse',
  'hydration',
  'click',
  'load',
  'search',
];
if (!bundled.ok && (!only || only.some((p) => (browserParts as readonly string[]).includes(p)))) {
  // The browser parts need the site as the code is now: the builds of (a) leave it; without them, build it
  // (with the bench's build cache, so a repeated quick run takes seconds).
  await part('site for the browser parts', () =>
    runBuild(defaultContentDir, siteDir, path.join(workDir, 'bundled-cache')),
  );
}
const synthetic: BenchFigures['synthetic'] = [];
for (const stories of sizes) {
  synthetic.push({
    ...(await maybe('synthetic', `(b) ${stories} generated stories`, () => measureSyntheticBuild(stories))),
    stories,
  });
}
// The browser figures need the built site; the incremental build of (a) left it in siteDir.
const transfers = await maybe('transfers', '(c) transfer sizes', () =>
  measureTransferSizes(siteDir, benchRoutes),
);
const cssCoverage = await maybe('css', '(c) CSS coverage', () => measureCssCoverage(siteDir, benchRoutes));
const lighthouse = await maybe('lighthouse', '(d) Lighthouse: first visit, returning visit, floor', () =>
  measureLighthouse(siteDir, benchRoutes, runs),
);
const firstSecondsJs = await maybe('lighthouse', '(d) JS executed in the first 5 s of home', () =>
  measureFirstSecondsJs(siteDir, '/', runs),
);
const hydration = await maybe('hydration', '(d) longest task while hydrating at 4× CPU', () =>
  measureHydrationTasks(siteDir, runs),
);
const click = await maybe('click', '(e) click-to-content', () => measureClickToContent(siteDir));
const load = await maybe('load', '(f) load test of npm run serve', () => measureLoad(siteDir));
const search = await maybe('search', '(g) site search', () => measureSearch(siteDir));
const engines = await maybe('engines', '(h) search engines compared', measureEngines);
// The load average before the builds, so the figures say how busy the machine was.
const loadBefore = loadavg()[0]?.toFixed(1) ?? '?';
const incremental: IncrementalFigures[] = [];
const incrementalErrors: string[] = [];
for (const stories of sizes) {
  const measured = await maybe('incremental', `(i) builds that follow a build, ${stories} stories`, () =>
    measureIncrementalBuilds(stories),
  );
  if (measured.ok) incremental.push(measured.value);
  else incrementalErrors.push(`${stories} stories: ${measured.error}`);
}
const incrementalSection = incrementalMarkdown(
  incremental,
  [
    `Load average (1 min) when the builds started: ${loadBefore} on ${describeMachine().cores} cores.`,
    ...incrementalErrors.map((e) => `Not measured: ${e}`),
  ].join(' '),
);

// Publish → live (issue 39): the bundled space (0), then each synthetic size, or the spaces of
// BENCH_PUBLISH_SPACES (`0,1000`); BENCH_PUBLISH_EDITS edits each.
const publishEdits = Number(process.env.BENCH_PUBLISH_EDITS ?? 20);
const publishSpaces = process.env.BENCH_PUBLISH_SPACES?.split(',').map(Number) ?? [
  0,
  ...sizes.filter((n) => n > 0),
];
const publishRuns: PublishFigures[] = [];
const publishErrors: string[] = [];
for (const stories of publishSpaces) {
  const label = stories === 0 ? 'bundled space' : `${stories} generated stories`;
  const measured = await maybe('publish', `(j) publish → live, ${label}`, () =>
    measurePublish({ stories, edits: publishEdits }),
  );
  if (measured.ok) publishRuns.push(measured.value);
  else publishErrors.push(`${label}: ${measured.error}`);
}
const publishSection = publishMarkdown(
  publishRuns,
  [
    `${describeMachine().cores} cores; the load average (1 min) of each run is in its row.`,
    ...publishErrors.map((e) => `Not measured: ${e}`),
  ].join(' '),
);

const figures: BenchFigures = {
  date: new Date().toISOString(),
  machine: describeMachine(),
  revision,
  bundled,
  synthetic,
  transfers,
  cssCoverage,
  lighthouse,
  firstSecondsJs,
  click,
};
const markdown =
  resultsMarkdown(figures) +
  hydrationTasksMarkdown(hydration) +
  loadMarkdown(load) +
  searchMarkdown(search) +
  enginesMarkdown(engines) +
  incrementalSection +
  publishSection;
console.log(`\n${markdown}`);
const out = only ? path.join(workDir, 'results.md') : path.join(projectRoot, 'bench', 'results.md');
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, markdown);
console.log(`Wrote ${path.relative(projectRoot, out)}`);
if (only && process.env.BENCH_RECORD === '1') {
  // The sections of the parts that stand alone (search, engines) replace theirs in the full record.
  const sections = [
    ...(only.includes('search') ? [searchMarkdown(search)] : []),
    ...(only.includes('engines') ? [enginesMarkdown(engines)] : []),
    ...(only.includes('incremental') ? [incrementalSection] : []),
    ...(only.includes('publish') ? [publishSection] : []),
  ];
  const record = path.join(projectRoot, 'bench', 'results.md');
  const note = `Measured by BENCH_ONLY=${only.join(',')} on ${figures.date}, code ${revision}; the rest of this file is the full run above.`;
  await writeFile(record, replaceSections(await readFile(record, 'utf8'), sections, note));
  console.log(`Replaced ${sections.length} section(s) of ${path.relative(projectRoot, record)}`);
}
