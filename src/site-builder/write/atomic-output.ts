/**
 * The build writes into a sibling temporary folder and swaps it in only on success, so a failed or
 * interrupted build leaves the previous output untouched.
 */
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export interface StagedOutput {
  /** Folder to write the new output into. */
  dir: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

export async function stageOutput(outDir: string): Promise<StagedOutput> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
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
