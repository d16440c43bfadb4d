/**
 * The build writes what it produces into a sibling staged folder, never into the live output, so a failed or
 * interrupted build leaves the previous output untouched. On success the staged folder holds only the files
 * whose bytes changed (output-changes.ts), which are committed into the output in place, through a journal,
 * in the deploy's order (commit-journal.ts); a first build, with no output yet, renames its staged folder
 * into place. A build killed outright (SIGKILL, power loss) before its journal is whole leaves only its
 * staged folder: the next build removes it.
 */
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { commitInPlace, planCommit, type AfterGroup } from './commit-journal';
import { isRunning } from './process-alive';

export interface CommitChanges {
  /** Staged files (relative, `/`-separated) to rename into the output. */
  changed: readonly string[];
  /** Output files to delete. */
  removed: readonly string[];
}

export interface CommitResult {
  /** Files renamed into the output, and files deleted from it. */
  renamed: number;
  deleted: number;
}

export interface StagedOutput {
  /** Folder to write the new output into. */
  dir: string;
  commit(changes: CommitChanges, afterGroup?: AfterGroup): Promise<CommitResult>;
  discard(): Promise<void>;
}

/** Removes the staged folders (and the old folders of earlier versions) of killed builds of `outDir`. */
async function removeLeftovers(parent: string, base: string): Promise<void> {
  const names = await readdir(parent).catch(() => [] as string[]);
  const prefix = `.${base}.`;
  await Promise.all(
    names.map(async (name) => {
      if (!name.startsWith(prefix)) return;
      const pid = /^(?:tmp|old)-(\d+)-\d+$/.exec(name.slice(prefix.length))?.[1];
      if (pid && !isRunning(Number(pid))) await rm(path.join(parent, name), { recursive: true, force: true });
    }),
  );
}

async function exists(dir: string): Promise<boolean> {
  return stat(dir).then(
    () => true,
    () => false,
  );
}

export async function stageOutput(outDir: string): Promise<StagedOutput> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  await removeLeftovers(parent, base);
  const dir = path.join(parent, `.${base}.tmp-${process.pid}-${Date.now()}`);
  await mkdir(dir, { recursive: true });
  const onSignal = () => {
    void rm(dir, { recursive: true, force: true }).finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const release = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  return {
    dir,
    async commit({ changed, removed }, afterGroup) {
      // From here on the commit completes, or is completed from its journal: a signal no longer discards.
      release();
      if (!(await exists(outDir))) {
        await rename(dir, outDir);
        return { renamed: changed.length, deleted: 0 };
      }
      if (changed.length > 0 || removed.length > 0) {
        await commitInPlace(outDir, dir, planCommit(dir, changed, removed), afterGroup);
      }
      await rm(dir, { recursive: true, force: true });
      return { renamed: changed.length, deleted: removed.length };
    },
    async discard() {
      release();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
