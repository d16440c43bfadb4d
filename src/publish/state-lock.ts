/**
 * One publish service per state folder (docs/deploy.md "Publish service"): two services on one journal would
 * each finish the other's publishes and race on the bucket. The lock is a file created exclusively, holding
 * the owner's pid; a lock whose process is gone (a SIGKILL, a crash) is taken over, so a restart never needs
 * an operator. A pid reused by an unrelated process after a crash reads as alive: the error says which file to
 * remove.
 */
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../common/errors';

export const stateLockName = 'service.lock';

export interface StateLock {
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function createExclusive(file: string): Promise<boolean> {
  try {
    const handle = await open(file, 'wx');
    await handle.writeFile(`${process.pid}\n`);
    await handle.sync();
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export async function lockStateDir(stateDir: string): Promise<StateLock> {
  await mkdir(stateDir, { recursive: true });
  const file = path.join(stateDir, stateLockName);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await createExclusive(file)) {
      return {
        async release() {
          await rm(file, { force: true });
        },
      };
    }
    const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner))
      throw new ConfigError(
        'state-dir-in-use',
        `PUBLISH_STATE_DIR ${stateDir} is in use by another publish service (pid ${owner})`,
        `run one service per state folder and bucket; if no service runs, remove ${file}.`,
      );
    // Its owner is gone: the lock is stale.
    await rm(file, { force: true });
  }
  throw new ConfigError(
    'state-dir-in-use',
    `PUBLISH_STATE_DIR ${stateDir}: another service took its lock (${file}) while this one started`,
    'run one service per state folder and bucket.',
  );
}
