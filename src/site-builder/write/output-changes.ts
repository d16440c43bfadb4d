/**
 * What a build changes in its live output, found without listing or reading the output
 * (docs/decisions/0014-output-updated-in-place.md): the new output is the files the build wrote into its
 * staged folder plus the files it kept from the live output (pages the build record says are current, and
 * whatever another phase left as it is); the files to delete are the live ones (from the record) that are
 * in neither. A staged file whose bytes equal the live file at its path is removed from the staged folder:
 * nothing to do for it, and the live file keeps its inode and mtime.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { BuildError } from '../../common/errors';
import { runLimited } from '../../common/run-limited';
import { sameBytes } from './keep-unchanged';
import type { LiveOutput } from './live-output';

/** Files compared at once: keeps the disk busy without holding every page in memory. */
const filesInFlight = 16;

/**
 * Every file of the new output → its size: the staged files' sizes, and the live output's for the files
 * kept from it. Throws when a kept file is not in the live output: the phase that kept it was wrong.
 */
export function newOutputFiles(
  staged: ReadonlyMap<string, number>,
  kept: Iterable<string>,
  live: LiveOutput,
): Map<string, number> {
  const files = new Map(staged);
  for (const file of kept) {
    if (files.has(file)) continue;
    const size = live.files.get(file);
    if (size === undefined) {
      throw new BuildError(
        'kept_file_missing',
        `${file} was left as the live output's, which has no such file (known from its ${live.source}).`,
        'A phase that keeps files must keep only files the live output holds. Please report this; deleting the output folder makes the next build write every file.',
      );
    }
    files.set(file, size);
  }
  return files;
}

/** The live output's files that the new output does not hold. */
export function removedFiles(live: LiveOutput, files: ReadonlyMap<string, number>): string[] {
  return [...live.files.keys()].filter((file) => !files.has(file));
}

/**
 * Removes from the staged folder every file in `names` whose bytes equal the live file at the same path
 * (or that is a link to it); returns the others, the files the commit renames into the output.
 */
export async function dropUnchanged(
  stagedDir: string,
  liveDir: string,
  names: readonly string[],
): Promise<string[]> {
  const changed: string[] = [];
  await runLimited(names, filesInFlight, async (name) => {
    const file = path.join(stagedDir, name);
    if ((await sameBytes(file, path.join(liveDir, name))) === 'different') changed.push(name);
    else await rm(file);
  });
  return changed.sort();
}
