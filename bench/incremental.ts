/**
 * Builds that follow an earlier one (issue 41): on a synthetic space, one output folder and one build cache,
 * in turn a cold build, a rebuild with nothing changed, a text edit in one story, an edit of the global story
 * (every page renders it), and a removed story. Each build runs in its own process (bench/build-child.ts) and
 * reports its time per phase and peak memory; the output is compared before and after (bench/output-snapshot.ts)
 * for the files and bytes it wrote.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { projectRoot } from '../src/config/project-paths';
import type { ChildBuildResult } from './build-child';
import { generateSpace } from './generate-space';
import { measureLinkClone, type LinkCloneCost } from './link-clone';
import { table } from './md-table';
import { compareSnapshots, snapshotOutput, type OutputChange } from './output-snapshot';
import { runBuild, tsxBin } from './run-build';
import { typicalQuery } from './search-download';

export interface IncrementalBuild {
  label: string;
  build: ChildBuildResult;
  output: OutputChange;
}

export interface IncrementalFigures {
  stories: number;
  builds: IncrementalBuild[];
  /** A hard-link clone of the cold build's output (the design set aside in docs/decisions/0014). */
  linkClone: LinkCloneCost;
  /** The first search query's download (bytes as served) after the build named. */
  firstQuery: { after: string; bytes: number }[];
}

const workDir = path.join(projectRoot, '.tmp', 'bench');
/** The generated story edited, then the one removed (any generated one will do: the space is seeded). */
const editedStory = 'generated-7.json';
const removedStory = 'generated-8.json';

async function editText(file: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  // The generator writes compact JSON, the bundled stories are copied through JSON.stringify too.
  const edited = text.replace('"text":"', '"text":"(editado) ');
  if (edited === text) throw new Error(`bench: no text to edit in ${file}`);
  await writeFile(file, edited);
}

/** In a process of its own: one process loads a folder's Pagefind once, and the edit changes the index. */
async function firstQueryBytes(siteDir: string): Promise<number> {
  const script = path.join(projectRoot, 'bench', 'search-download.ts');
  const { stdout } = await promisify(execFile)(tsxBin, [script, siteDir], { cwd: projectRoot });
  return (JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as { total: number }).total;
}

async function globalStoryFile(storiesDir: string): Promise<string> {
  for (const name of await readdir(storiesDir)) {
    const file = path.join(storiesDir, name);
    if ((JSON.parse(await readFile(file, 'utf8')) as { full_slug?: string }).full_slug === 'global')
      return file;
  }
  throw new Error(`bench: no global story in ${storiesDir}`);
}

export async function measureIncrementalBuilds(stories: number): Promise<IncrementalFigures> {
  const contentDir = path.join(workDir, `incremental-${stories}`);
  const outDir = path.join(workDir, `incremental-${stories}-dist`);
  const cacheDir = path.join(workDir, `incremental-${stories}-cache`);
  const storiesDir = path.join(contentDir, 'stories');
  await generateSpace(stories, contentDir);
  await rm(outDir, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
  const builds: IncrementalBuild[] = [];
  const firstQuery: IncrementalFigures['firstQuery'] = [];
  const measureFirstQuery = async (after: string) =>
    firstQuery.push({ after, bytes: await firstQueryBytes(outDir) });
  const step = async (label: string, change: () => Promise<void>) => {
    await change();
    const before = await snapshotOutput(outDir);
    const build = await runBuild(contentDir, outDir, cacheDir);
    builds.push({ label, build, output: compareSnapshots(before, await snapshotOutput(outDir)) });
    console.log(`    ${stories} stories, ${label}: ${(build.ms / 1000).toFixed(1)} s`);
  };
  try {
    await step('cold (empty cache, no output)', async () => {});
    const linkClone = await measureLinkClone(outDir);
    await measureFirstQuery('cold build');
    await step('nothing changed', async () => {});
    await step(`text edit (${editedStory})`, () => editText(path.join(storiesDir, editedStory)));
    // After an edit the index has its overlay (docs/decisions/0015), which the first query reads too.
    await measureFirstQuery('text edit');
    await step('global story edited (every page)', async () => editText(await globalStoryFile(storiesDir)));
    await step(`story removed (${removedStory})`, () => unlink(path.join(storiesDir, removedStory)));
    return { stories, builds, linkClone, firstQuery };
  } finally {
    // Thousands of pages take hundreds of MB; the figures are what the bench keeps.
    await rm(outDir, { recursive: true, force: true });
    await rm(contentDir, { recursive: true, force: true });
    await rm(cacheDir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export function incrementalMarkdown(figures: ReadonlyArray<IncrementalFigures>, note: string): string {
  const rows = figures.flatMap(({ stories, builds }) =>
    builds.map(({ label, build, output }) => [
      String(stories),
      label,
      (build.ms / 1000).toFixed(1),
      Object.entries(build.phases)
        .map(([name, secs]) => `${name} ${secs.toFixed(1)}`)
        .join(', '),
      `${build.rendered} / ${build.reused}`,
      `${output.filesWritten} of ${output.files}`,
      `${mb(output.bytesWritten)} of ${mb(output.bytes)}`,
      String(output.filesRemoved),
      String(build.maxRssMb),
      String(build.errors),
    ]),
  );
  return [
    '## (i) Builds that follow a build (issue 41; bench/incremental.ts)\n',
    note,
    '',
    table(
      [
        'stories',
        'build',
        'time (s)',
        'phases (s)',
        'rendered / reused',
        'output files written',
        'MB written',
        'files removed',
        'peak RSS (MB)',
        'content errors',
      ],
      rows,
    ),
    '',
    ...figures.map(
      ({ stories, linkClone: c }) =>
        `Hard-link clone of the ${stories}-story output (${c.files} files, ${c.folders} folders): ${(c.cloneMs / 1000).toFixed(1)} s, its removal ${(c.removeMs / 1000).toFixed(1)} s.`,
    ),
    ...figures.map(
      ({ stories, firstQuery }) =>
        `First search query ('${typicalQuery}') of a visit, bytes as served (bench/search-download.ts), ${stories} stories: ${firstQuery.map((q) => `after the ${q.after} ${(q.bytes / 1000).toFixed(1)} kB`).join(', ')}.`,
    ),
    '',
  ].join('\n');
}
