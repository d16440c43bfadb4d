import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockStateDir, stateLockName } from './state-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'state-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A pid that belonged to a process and is free now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  const pid = child.pid ?? 0;
  await new Promise((resolve) => child.once('exit', resolve));
  return pid;
}

describe('lockStateDir', () => {
  it('holds the state folder with this process’s pid and frees it on release', async () => {
    const lock = await lockStateDir(dir);
    expect((await readFile(path.join(dir, stateLockName), 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
    await (await lockStateDir(dir)).release();
  });

  it('refuses a folder whose service is alive, naming it and the lock file', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      await writeFile(path.join(dir, stateLockName), `${sleeper.pid}\n`);
      const refused = lockStateDir(dir);
      await expect(refused).rejects.toThrow(`in use by another publish service (pid ${sleeper.pid})`);
      await expect(refused).rejects.toMatchObject({ hint: expect.stringContaining(stateLockName) });
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('takes over the lock of a service that was killed', async () => {
    await writeFile(path.join(dir, stateLockName), `${await deadPid()}\n`);
    const lock = await lockStateDir(dir);
    expect((await readFile(path.join(dir, stateLockName), 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
  });

  it('takes over a lock file left empty by a crash while it was written', async () => {
    await writeFile(path.join(dir, stateLockName), '');
    await (await lockStateDir(dir)).release();
  });
});
