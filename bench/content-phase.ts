/**
 * The content phase alone (issue 41), without a whole build: `loadContent` on a generated space, as the build
 * calls it (the checked-story cache and the whole-result memo in one cache folder), in turn with an empty
 * cache, with nothing changed, after a text edit in one story, with nothing changed again, and after one story
 * removed. Prints wall time, this process's CPU time (user + system: less noisy than wall time on a shared
 * machine) and the load average beside each.
 *
 *   tsx bench/content-phase.ts [stories=10000] [--no-memo]
 *
 * `--no-memo` leaves the memo out (the content stage as it was before it: every story read, cached checks,
 * the work across stories every time). The space is generated once into `.tmp/content-phase-<n>/` and
 * restored before each run; the cache goes to `.tmp/content-phase-<n>-cache/`.
 */
import { cp, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../src/config/project-paths';
import { FileSource } from '../src/content/file-source';
import { CheckedStoryCache } from '../src/content/load/checked-story-cache';
import { loadContent } from '../src/content/load/load-content';
import { LoadedContentMemo, loadedContentFile } from '../src/content/load/loaded-content-memo';
import { generateSpace } from './generate-space';

const args = process.argv.slice(2);
const stories = Number(args.find((arg) => !arg.startsWith('--')) ?? 10_000);
const withMemo = !args.includes('--no-memo');
const workDir = path.join(projectRoot, '.tmp');
const pristine = path.join(workDir, `content-phase-${stories}`);
const contentDir = path.join(workDir, `content-phase-${stories}-work`);
const cacheDir = path.join(workDir, `content-phase-${stories}-cache`);
const storiesDir = path.join(contentDir, 'stories');

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function editText(file: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const edited = text.replace('"text":"', '"text":"(editado) ');
  if (edited === text) throw new Error(`bench: no text to edit in ${file}`);
  await writeFile(file, edited);
}

const load1 = () => os.loadavg()[0]?.toFixed(1) ?? '?';

async function run(label: string): Promise<void> {
  const loadBefore = load1();
  let reused = false;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const content = await loadContent(new FileSource(contentDir), {
    cache: new CheckedStoryCache(cacheDir),
    memo: withMemo ? new LoadedContentMemo(path.join(cacheDir, loadedContentFile)) : undefined,
    onMemo: (hit) => (reused = hit),
  });
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  console.log(
    `| ${label} | ${(wall / 1000).toFixed(2)} | ${(cpuMs / 1000).toFixed(2)} | ${reused ? 'memo' : 'checked'} | ${content.routes.length} | ${content.errors.length} | ${loadBefore} → ${load1()} |`,
  );
}

if (!(await exists(pristine))) await generateSpace(stories, pristine);
await rm(contentDir, { recursive: true, force: true });
await cp(pristine, contentDir, { recursive: true });
await rm(cacheDir, { recursive: true, force: true });
console.log(
  `content phase, ${stories} generated stories, memo ${withMemo ? 'on' : 'off'}, ${os.cpus().length} cores`,
);
console.log('| run | wall (s) | CPU (s) | result from | routes | problems | load (1 min) before → after |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
await run('cold (empty cache)');
await run('nothing changed');
await editText(path.join(storiesDir, 'generated-7.json'));
await run('text edit (generated-7.json)');
await run('nothing changed');
await unlink(path.join(storiesDir, 'generated-8.json'));
await run('story removed (generated-8.json)');
await rm(contentDir, { recursive: true, force: true });
