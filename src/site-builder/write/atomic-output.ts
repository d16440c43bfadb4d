/**
 * The build writes into a sibling temporary folder and swaps it in only on success, so a failed or
 * interrupted build leaves the previous output untouched. The staged folder shares the previous output's
 * unchanged files as hard links (keep-unchanged.ts), and it is never written into once they are linked.
 * A build killed outright (SIGKILL, power loss) cannot remove its folder: the next build does.
 */
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export interface StagedOutput {
  /** Folder to write the new output into. */
  dir: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** Whether a process with this id runs (one of another user counts as running: not ours to judge). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the staged and old folders that builds of `outDir` left when they were killed. */
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
    async commit() {
      release();
      const old = path.join(parent, `.${base}.old-${process.pid}-${Date.now()}`);
      const hadOld = await stat(outDir).then(
        () => true,
        () => false,
      );
      if (hadOld) await rename(outDir, old);
      await rename(dir, outDir);
      if (hadOld) await rm(old, { recursive: true, force: true });
    },
    async discard() {
      release();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
