/**
 * Publish → live (issue 39, Acceptance 3; `BENCH_ONLY=publish`): the publish service as it runs in production
 * (its own process, `src/publish/cli.ts`), fed by the local content server's signed webhooks, deploying to a
 * real S3-compatible bucket (s3rver) whose website is read over HTTP (e2e/support/publish-rig.ts). After the
 * service's first publish, one-story edits in a row, each a visible text change on another story, and each
 * one published before the next: timed from the story file's write to the bucket's website serving the new
 * HTML, then to the site search finding the edit through the index the bucket serves; with the objects the
 * deploy wrote (the recording proxy's log), the service's build/upload split (`/status`) and the build's
 * phases (its summary). It prints figures and asserts nothing about speed.
 */
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../src/config/project-paths';
import type { PublishRecord } from '../src/publish/publish-status';
import { startPublishRig, type PublishRig } from '../e2e/support/publish-rig';
import { bucketSearch, type BucketSearch } from './bucket-search';
import { generateSpace } from './generate-space';
import { table } from './md-table';
import { median, percentile } from './stats';
import { markerWord, setField, visibleEdits, type VisibleEdit } from './visible-edit';

export interface EditFigures {
  story: string;
  route: string;
  field: string;
  /** Story file written → the bucket's website serves the page with the new text. */
  liveMs: number;
  /** Story file written → the site search, reading the bucket's index, finds the page by the new word. */
  searchMs: number | undefined;
  /**
   * From the recording proxy's log: the site's objects the deploy wrote (PUT or server-side COPY; distinct
   * keys, `_deploy/` left out), its writes under `_deploy/` (blobs, manifest, state) and the objects deleted.
   */
  written: number;
  recordWrites: number;
  deleted: number;
  /** As the service reported the publish: its state, phase times (ms) and objects uploaded. */
  state: string;
  timings: PublishRecord['timings'];
  uploaded: number;
  /** The build's phases (s), from its summary in the service's output. */
  phases: Record<string, number>;
  /** How the build read the space, as the service reported it (`listing: 1 story re-read of 1,093 (2 requests, 0.4 s)`). */
  listing: string | undefined;
}

export interface PublishFigures {
  space: string;
  /** PUBLISH_LISTING the service ran with. */
  listingMode: string;
  /** Generated stories on top of the bundled ones; 0 for the bundled space. */
  stories: number;
  firstPublish: { ms: number; uploaded: number; timings: PublishRecord['timings'] };
  edits: EditFigures[];
  /** Edits asked for but not measured, each with why. */
  missing: string[];
  load: { before: number; after: number };
}

const workDir = path.join(projectRoot, '.tmp', 'bench');
/** Ended states of a publish in /status. */
const ended = new Set(['live', 'skipped', 'failed']);

/** The deploy's own records in the bucket (docs/decisions/0012), never served. */
const deployRecords = '_deploy/';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `/route/` of a story as the site serves it: its full_slug, the start page `home` at the root. */
function routeOf(fullSlug: string): string {
  const slug = fullSlug.replace(/\/+$/, '');
  return slug === 'home' || slug === '' ? '' : `${slug}/`;
}

interface ChosenEdit {
  file: string;
  fullSlug: string;
  route: string;
  edit: VisibleEdit;
}

async function storyFiles(storiesDir: string): Promise<string[]> {
  return (await readdir(storiesDir, { recursive: true })).filter((f) => f.endsWith('.json')).sort();
}

/**
 * Up to `count` edits on different stories, each of a text the story's page shows now and the site search
 * finds on it now (pages or parts of pages the index leaves out cannot show a search update).
 */
async function chooseEdits(
  rig: PublishRig,
  search: BucketSearch,
  candidates: readonly string[],
  count: number,
): Promise<ChosenEdit[]> {
  const chosen: ChosenEdit[] = [];
  for (const file of candidates) {
    if (chosen.length >= count) break;
    const data = JSON.parse(await readFile(rig.storyFile(file), 'utf8')) as Record<string, unknown>;
    const story = (data.story ?? data) as { full_slug?: string; content?: unknown };
    if (!story.full_slug || ['global', '404'].includes(story.full_slug)) continue;
    const route = routeOf(story.full_slug);
    const answer = await rig.website(route);
    if (answer.status !== 200) continue;
    const edits = visibleEdits(story.content, await answer.text());
    // A different field from one story to the next where the story has several.
    const start = chosen.length % Math.max(edits.length, 1);
    for (const edit of [...edits.slice(start), ...edits.slice(0, start)].slice(0, 3)) {
      if (!(await search(`"${edit.value}"`)).includes(`/${route}`)) continue;
      chosen.push({ file, fullSlug: story.full_slug, route, edit });
      break;
    }
  }
  return chosen;
}

function buildPhases(lines: readonly string[]): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const line of lines) {
    const match = /^\s*time: (\w+)\s+([\d.]+) s\s*$/.exec(line);
    if (match?.[1] && match[1] !== 'total') phases[match[1]] = Number(match[2]);
  }
  return phases;
}

async function until<T>(check: () => Promise<T | undefined>, deadline: number, pauseMs: number) {
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(pauseMs);
  }
  return undefined;
}

async function measureEdit(
  rig: PublishRig,
  search: BucketSearch,
  chosen: ChosenEdit,
  marker: string,
  timeoutMs: number,
): Promise<EditFigures> {
  const writesBefore = rig.bucket.requests.length;
  const outputBefore = rig.output.length;
  const publishesBefore = new Set((await rig.status()).map((p) => p.id));
  await rig.editStory(chosen.file, (story) =>
    setField(story.content, chosen.edit.path, `${chosen.edit.value} ${marker}`),
  );
  const written = performance.now();
  const deadline = Date.now() + timeoutMs;
  const live = await until(
    async () => ((await (await rig.website(chosen.route)).text()).includes(marker) ? true : undefined),
    deadline,
    50,
  );
  if (!live) throw new Error(`/${chosen.route} did not show the edit within ${timeoutMs / 1000} s`);
  const liveMs = performance.now() - written;
  // Searched from the moment the page is live: the deploy writes the index before the HTML
  // (docs/decisions/0012), and searching while the service builds would take its CPU on this 2-core machine.
  const found = await until(
    async () => ((await search(marker)).includes(`/${chosen.route}`) ? true : undefined),
    deadline + 60_000,
    250,
  );
  const searchMs = found ? performance.now() - written : undefined;
  const publish = await rig.until(async () => {
    const record = (await rig.status()).find(
      (p) => !publishesBefore.has(p.id) && p.events.some((e) => e.includes(`(${chosen.fullSlug})`)),
    );
    return record && ended.has(record.state) ? record : undefined;
  }, `the publish of ${chosen.file} to end`);
  // The service's poll may find the new version before the webhook arrives: the poll's publish builds it, and
  // the webhook's, finding it live, is skipped. The figures are the build's.
  const builtBy =
    publish.state === 'skipped'
      ? (await rig.status()).find(
          (p) => !publishesBefore.has(p.id) && p.state === 'live' && p.version === publish.version,
        )
      : undefined;
  const record = builtBy ?? publish;
  const writes = rig.bucket.requests.slice(writesBefore);
  const siteWrites = writes.filter((w) => w.op !== 'DELETE' && !w.key.startsWith(deployRecords));
  return {
    story: chosen.file,
    route: `/${chosen.route}`,
    field: chosen.edit.path.join('.'),
    liveMs,
    searchMs,
    written: new Set(siteWrites.map((w) => w.key)).size,
    recordWrites: writes.filter((w) => w.op !== 'DELETE' && w.key.startsWith(deployRecords)).length,
    deleted: writes.filter((w) => w.op === 'DELETE').length,
    state: record.state,
    timings: record.timings,
    uploaded: record.uploaded ?? 0,
    phases: buildPhases(rig.output.slice(outputBefore)),
    listing: record.listing,
  };
}

export interface PublishBenchOptions {
  /** Generated stories on top of the bundled ones (bench/generate-space.ts); 0: the bundled space. */
  stories: number;
  edits: number;
}

export async function measurePublish({ stories, edits }: PublishBenchOptions): Promise<PublishFigures> {
  const space = stories === 0 ? 'bundled' : `bundled + ${stories} generated`;
  const generated = path.join(workDir, `publish-${stories}-content`);
  // The bundled space keeps its build cache between runs (as the service keeps CACHE_DIR); a synthetic
  // space's cache is as large as its output and goes with it.
  const cacheDir = path.join(workDir, stories === 0 ? 'publish-cache' : `publish-${stories}-cache`);
  if (stories > 0) await generateSpace(stories, generated);
  const loadBefore = loadavg()[0] ?? 0;
  // Re-reading 10,000 story files every 100 ms would take the CPU the service needs.
  const rig = await startPublishRig({
    ...(stories > 0 ? { content: generated } : {}),
    cacheDir,
    pollMs: stories > 0 ? 500 : 100,
    // The service refuses a listing above its ceiling (5,000 stories unless set), as an operator's would.
    ...(stories > 0 ? { env: { STORYBLOK_MAX_STORIES: String(2 * (stories + 1000)) } } : {}),
  });
  try {
    const started = performance.now();
    await rig.startService();
    const first = await rig.until(
      async () => (await rig.status()).find((p) => ended.has(p.state)),
      'the first publish',
      // A cold build of 10,000 stories and its first upload take most of an hour on this machine.
      15 * 60_000 + stories * 400,
    );
    if (first.state !== 'live')
      throw new Error(`the first publish ended ${first.state}: ${first.error ?? first.note ?? ''}`);
    const firstPublish = {
      ms: performance.now() - started,
      uploaded: first.uploaded ?? 0,
      timings: first.timings,
    };
    console.log(
      `    ${space}: first publish ${(firstPublish.ms / 1000).toFixed(1)} s, ${firstPublish.uploaded} objects`,
    );

    const script = path.join(rig.dir, 'pagefind-script', 'pagefind.js');
    await mkdir(path.dirname(script), { recursive: true });
    await copyFile(path.join(rig.outDir, 'pagefind', 'pagefind.js'), script);
    const search = await bucketSearch(script, rig.bucket.websiteUrl);

    const files = await storyFiles(path.join(rig.contentDir, 'stories'));
    // On a synthetic space, generated stories spread over the space (their pages are most of it).
    const candidates =
      stories > 0
        ? files
            .filter((f) => f.startsWith('generated-'))
            .sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')))
            .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / (edits * 2))) === 0)
        : files;
    const chosen = await chooseEdits(rig, search, candidates, edits);
    const missing =
      chosen.length < edits
        ? [`only ${chosen.length} stories with a text field shown and found by the search were found`]
        : [];
    const measured: EditFigures[] = [];
    const runId = Date.now() % 100_000;
    for (const [i, edit] of chosen.entries()) {
      try {
        const figures = await measureEdit(
          rig,
          search,
          edit,
          markerWord(runId * 100 + i),
          120_000 + stories * 60,
        );
        measured.push(figures);
        console.log(
          `    ${space}, edit ${i + 1}/${chosen.length} (${edit.file}, ${figures.field}): live ${(figures.liveMs / 1000).toFixed(1)} s, search ${figures.searchMs === undefined ? '-' : (figures.searchMs / 1000).toFixed(1)} s, ${figures.written} objects written, ${figures.deleted} deleted`,
        );
      } catch (error) {
        missing.push(`${edit.file}: ${(error as Error).message.split('\n')[0]}`);
        console.log(`    ${space}, edit ${i + 1}/${chosen.length} (${edit.file}): FAILED ${missing.at(-1)}`);
      }
    }
    return {
      space,
      listingMode: process.env.PUBLISH_LISTING?.trim() || 'incremental',
      stories,
      firstPublish,
      edits: measured,
      missing,
      load: { before: loadBefore, after: loadavg()[0] ?? 0 },
    };
  } finally {
    await rig.close();
    if (stories > 0) {
      await rm(generated, { recursive: true, force: true });
      await rm(cacheDir, { recursive: true, force: true });
    }
  }
}

/** Requests and seconds out of the service's listing line (src/content/storyblok-incremental.ts describeListing). */
export function listingCost(line: string | undefined): { requests: number; seconds: number } | undefined {
  const match = /\(([\d,]+) requests?, ([\d.]+) s\)$/.exec(line ?? '');
  if (!match) return undefined;
  return { requests: Number((match[1] ?? '').replace(/,/g, '')), seconds: Number(match[2]) };
}

function medianListing(edits: readonly EditFigures[]): string {
  const costs = edits.flatMap((e) => {
    const cost = listingCost(e.listing);
    return cost ? [cost] : [];
  });
  if (costs.length === 0) return '-';
  return `${median(costs.map((c) => c.requests))} req, ${median(costs.map((c) => c.seconds)).toFixed(1)} s`;
}

const secs = (ms: number | undefined) => (ms === undefined ? '-' : (ms / 1000).toFixed(1));
const spread = (samples: readonly number[]) =>
  samples.length
    ? `${secs(percentile(samples, 50))} / ${secs(percentile(samples, 95))} / ${secs(Math.max(...samples))}`
    : '-';

function medianPhases(edits: readonly EditFigures[]): string {
  const names = [...new Set(edits.flatMap((e) => Object.keys(e.phases)))];
  return names
    .map((name) => {
      const samples = edits.map((e) => e.phases[name]).filter((s): s is number => s !== undefined);
      return `${name} ${median(samples).toFixed(1)}`;
    })
    .join(', ');
}

export function publishMarkdown(runs: ReadonlyArray<PublishFigures>, note: string): string {
  const summary = runs.map((run) => {
    const live = run.edits.map((e) => e.liveMs);
    const found = run.edits.flatMap((e) => (e.searchMs === undefined ? [] : [e.searchMs]));
    const written = run.edits.map((e) => e.written);
    return [
      `${run.space} (PUBLISH_LISTING=${run.listingMode})`,
      String(run.edits.length),
      spread(live),
      `${spread(found)}${found.length < run.edits.length ? ` (${run.edits.length - found.length} not found)` : ''}`,
      written.length ? `${median(written)} (${Math.min(...written)}–${Math.max(...written)})` : '-',
      secs(median(run.edits.map((e) => e.timings.build ?? 0))),
      secs(median(run.edits.map((e) => e.timings.upload ?? 0))),
      medianListing(run.edits),
      medianPhases(run.edits),
      `${secs(run.firstPublish.ms)} (${run.firstPublish.uploaded} objects; build ${secs(run.firstPublish.timings.build)}, upload ${secs(run.firstPublish.timings.upload)})`,
      `${run.load.before.toFixed(1)} → ${run.load.after.toFixed(1)}`,
    ];
  });
  const details = runs.map((run) =>
    table(
      [
        '#',
        'story',
        'field',
        'live (s)',
        'search (s)',
        'objects written (+ _deploy/ writes) / deleted',
        'build / upload (s)',
        'build phases (s)',
        'listing',
      ],
      run.edits.map((e, i) => [
        String(i + 1),
        e.story,
        e.field,
        secs(e.liveMs),
        secs(e.searchMs),
        `${e.written} (+ ${e.recordWrites}) / ${e.deleted}`,
        `${secs(e.timings.build)} / ${secs(e.timings.upload)}`,
        Object.entries(e.phases)
          .map(([name, s]) => `${name} ${s.toFixed(1)}`)
          .join(', '),
        e.listing ?? '-',
      ]),
    ),
  );
  return [
    '## (j) Publish → live (issue 39; bench/publish.ts)\n',
    note,
    '',
    "Each edit appends a new word to a text its page shows, on another story each time, and waits for its publish to end before the next. **live**: the story file written → the bucket's website serves the page with the word (the content server's webhook, the service's build and deploy included). **search**: → the site search (Pagefind's script, the index read from the bucket) finds the page by the word; checked from the moment the page is live, since the deploy writes the index before the HTML. **objects written**: the site's objects the deploy wrote (PUT or server-side COPY, distinct keys; the recording proxy's log), besides its own records under `_deploy/` (the blobs the copies come from, the manifest, the state). Targets (issue 39): live p50 ≤ 5 s and p95 ≤ 10 s; at 10,000 stories live p95 ≤ 10 s and search within 60 s.",
    '',
    table(
      [
        'space',
        'edits',
        'live p50 / p95 / max (s)',
        'search p50 / p95 / max (s)',
        'objects written per edit, median (range)',
        'build, median (s)',
        'upload, median (s)',
        'listing per edit, median',
        'build phases, median (s)',
        'first publish (s)',
        'load (1 min) before → after',
      ],
      summary,
    ),
    '',
    ...runs.flatMap((run, i) => [
      `${run.space}, edit by edit${run.missing.length ? ` (not measured: ${run.missing.join('; ')})` : ''}:`,
      '',
      details[i] ?? '',
      '',
    ]),
  ].join('\n');
}
