/** An interrupted build (SIGINT) leaves the previous output byte-identical and no temporary folder behind. */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../config/project-paths';

let work: string;

async function fingerprint(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const result: Record<string, string> = {};
  for (const e of entries.filter((entry) => entry.isFile())) {
    const file = path.join(e.parentPath, e.name);
    result[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return result;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'interrupt-'));
  const dist = path.join(work, 'dist');
  await mkdir(path.join(dist, 'a'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<h1>previous deploy</h1>');
  await writeFile(path.join(dist, 'a', 'index.html'), '<p>a</p>');
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('an interrupted build', () => {
  it('leaves dist/ byte-identical and removes its temporary folder', async () => {
    const dist = path.join(work, 'dist');
    const before = await fingerprint(dist);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/site-builder/cli.ts'], {
      cwd: projectRoot,
      env: { ...process.env, OUT_DIR: dist, CI: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Interrupt once the build is writing into its temporary folder.
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Bundling')) resolve();
      });
      child.on('exit', () => reject(new Error('the build ended before it could be interrupted')));
    });
    const staged = (await readdir(work)).filter((name) => name.startsWith('.dist.tmp-'));
    expect(staged.length).toBe(1);
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) =>
      child.on('exit', (exitCode) => resolve(exitCode)),
    );
    expect(code).not.toBe(0);
    expect(await fingerprint(dist)).toEqual(before);
    await expect
      .poll(async () => (await readdir(work)).filter((name) => name.startsWith('.dist.')))
      .toEqual([]);
  });
});
