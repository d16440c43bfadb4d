/**
 * A build killed outright (SIGKILL: no handler runs) at several points of its work leaves the output of the
 * last good build whole: same files, same bytes, same inodes and mtimes, although the staged folder shares
 * the output's unchanged files as hard links (docs/decisions/0014-output-updated-in-place.md). The next
 * build removes what the killed ones left and swaps its output in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir, projectRoot } from '../config/project-paths';
import { buildSite } from './build-site';

let work: string;
let contentDir: string;
let cacheDir: string;
let outDir: string;
/** A cold build on a busy 2-core machine has taken over 5 minutes. */
const buildTimeout = 900_000;

/** Every file of a folder with its bytes' hash, inode and mtime. */
async function stamps(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const result: Record<string, string> = {};
  for (const e of entries.filter((entry) => entry.isFile())) {
    const file = path.join(e.parentPath, e.name);
    const { ino, mtimeMs } = await stat(file);
    const hash = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
    result[path.relative(dir, file)] = `${hash} ${ino} ${mtimeMs}`;
  }
  return result;
}

/** The staged folder of the build with this process id (earlier killed builds left theirs). */
async function stagedFolder(pid: number | undefined): Promise<string | null> {
  const name = (await readdir(work)).find((n) => n.startsWith(`.dist.tmp-${pid}-`));
  return name ? path.join(work, name) : null;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function hasCompressedFile(dir: string): Promise<boolean> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return names.some((name) => name.endsWith('.br'));
}

/** Points of a build, each a state of its staged folder that lasts until the build ends. */
const points: ReadonlyArray<readonly [string, (staged: string) => Promise<boolean>]> = [
  ['staged folder created', async () => true],
  ['pages being written', (staged) => exists(path.join(staged, 'assets', 'data'))],
  ['search index being written', (staged) => exists(path.join(staged, 'pagefind'))],
  ['compressed files being written', hasCompressedFile],
];

function startBuild(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/site-builder/cli.ts', '--no-strict'], {
    cwd: projectRoot,
    env: { ...process.env, CONTENT_DIR: contentDir, OUT_DIR: outDir, CACHE_DIR: cacheDir, CI: '' },
    stdio: 'ignore',
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

/** Waits until the build's staged folder reaches `reached`, then kills the build; false if it ended first. */
async function killAt(reached: (staged: string) => Promise<boolean>): Promise<boolean> {
  const child = startBuild();
  const exited = exitOf(child);
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) return false;
    const staged = await stagedFolder(child.pid);
    if (staged && (await reached(staged))) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill('SIGKILL');
  await exited;
  return true;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'killed-build-'));
  contentDir = path.join(work, 'content');
  cacheDir = path.join(work, 'cache');
  outDir = path.join(work, 'dist');
  await cp(defaultContentDir, contentDir, { recursive: true });
  await buildSite({ contentDir, outDir, cacheDir, strict: false }, { log: () => {} });
  // The builds that are killed have something to change: one story's text.
  const file = path.join(contentDir, 'stories/banca-personas/cuentas.json');
  const original = await readFile(file, 'utf8');
  await writeFile(
    file,
    original.replace('Tarjeta de débito sin costo de emisión', 'Tarjeta de débito gratis'),
  );
}, buildTimeout);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a build killed with SIGKILL', () => {
  for (const [point, reached] of points) {
    it(
      `at "${point}" leaves the previous output whole`,
      async () => {
        const before = await stamps(outDir);
        expect(await killAt(reached)).toBe(true);
        expect(await stamps(outDir)).toEqual(before);
      },
      buildTimeout,
    );
  }

  it(
    'is cleaned up by the next build, which puts the edit live',
    async () => {
      const child = startBuild();
      expect(await exitOf(child)).toBe(0);
      expect((await readdir(work)).filter((name) => name.startsWith('.dist.'))).toEqual([]);
      const page = await readFile(path.join(outDir, 'banca-personas/cuentas/index.html'), 'utf8');
      expect(page).toContain('Tarjeta de débito gratis');
    },
    buildTimeout,
  );
});
