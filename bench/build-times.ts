/**
 * Build figures (issue 10 bench a, b): the bundled site cold (an empty cache folder, no previous output) and
 * again after one story edit on a copy of the content (with that build's cache and output); synthetic spaces
 * of 1,000 and 10,000 generated stories, each built cold. Every build gets its own cache folder under
 * .tmp/bench, so what other builds left in .cache/ can neither help nor be wiped.
 */
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultContentDir, projectRoot } from '../src/config/project-paths';
import type { ChildBuildResult } from './build-child';
import { generateSpace } from './generate-space';
import { runBuild } from './run-build';

export interface BundledBuildFigures {
  cold: ChildBuildResult;
  incremental: ChildBuildResult;
  editedStory: string;
}

export interface SyntheticBuildFigures {
  stories: number;
  build: ChildBuildResult;
}

const workDir = path.join(projectRoot, '.tmp', 'bench');
/** The story edited for the incremental build: an ordinary page, one paragraph changed. */
const editedStory = 'banca-personas/cuentas.json';

/** A figure is only worth printing if the build did what its label says. */
function check(label: string, ok: boolean, result: ChildBuildResult): void {
  if (ok) return;
  const { rendered, reused, bundleFromCache } = result;
  throw new Error(
    `bench: the ${label} build was not one (rendered ${rendered}, reused ${reused}, bundles from cache: ${bundleFromCache}); was src/ edited during the run?`,
  );
}

export async function measureBundledBuild(): Promise<BundledBuildFigures> {
  const contentDir = path.join(workDir, 'content');
  const outDir = path.join(workDir, 'bundled-dist');
  const cacheDir = path.join(workDir, 'bundled-cache');
  await rm(contentDir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
  await cp(defaultContentDir, contentDir, { recursive: true });
  // Cold as on a fresh clone: no image cache or build cache of earlier builds.
  await rm(cacheDir, { recursive: true, force: true });
  const cold = await runBuild(contentDir, outDir, cacheDir);
  check('cold', !cold.bundleFromCache && cold.reused === 0, cold);
  const file = path.join(contentDir, 'stories', editedStory);
  const text = await readFile(file, 'utf8');
  const edited = text.replace('"text": "', '"text": "(editado) ');
  if (edited === text) throw new Error(`bench: could not edit ${editedStory}`);
  await writeFile(file, edited);
  const incremental = await runBuild(contentDir, outDir, cacheDir);
  check('incremental', incremental.bundleFromCache && incremental.rendered === 1, incremental);
  return { cold, incremental, editedStory };
}

export async function measureSyntheticBuild(stories: number): Promise<SyntheticBuildFigures> {
  const contentDir = path.join(workDir, `space-${stories}`);
  const outDir = path.join(workDir, `space-${stories}-dist`);
  const cacheDir = path.join(workDir, `space-${stories}-cache`);
  await generateSpace(stories, contentDir);
  await rm(outDir, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
  try {
    const build = await runBuild(contentDir, outDir, cacheDir);
    check('cold', !build.bundleFromCache && build.reused === 0, build);
    return { stories, build };
  } finally {
    // Thousands of pages take hundreds of MB; the figures are what the bench keeps.
    await rm(outDir, { recursive: true, force: true });
    await rm(contentDir, { recursive: true, force: true });
    await rm(cacheDir, { recursive: true, force: true });
  }
}
