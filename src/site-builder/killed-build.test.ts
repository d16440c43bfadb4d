/**
 * A build killed outright (SIGKILL: no handler runs) before its commit leaves the output of the last good
 * build whole: same files, same bytes, same inodes and mtimes, although the staged folder shares some of
 * the output's files as hard links. Killed in the middle of its commit (paused there by the test-only
 * BUILD_COMMIT_PAUSE_AFTER), it leaves a journal from which the roll forward, or the next build, completes
 * the commit to exactly the output a whole build makes, with nothing left behind
 * (docs/decisions/0014-output-updated-in-place.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitJournalFile } from '../config/output-names';
import { defaultContentDir, projectRoot } from '../config/project-paths';
import { buildSite } from './build-site';
import { rollForward } from './write/commit-journal';

let work: string;
let contentDir: string;
let cacheDir: string;
let outDir: string;
/** A cold build on a busy 2-core machine has taken over 5 minutes. */
const buildTimeout = 900_000;

/** Every file of a folder with its bytes' hash, and with its inode and mtime unless only bytes count. */
async function stamps(dir: string, bytesOnly = false): Promise<Record<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const result: Record<string, string> = {};
  for (const e of entries.filter((entry) => entry.isFile())) {
    const file = path.join(e.parentPath, e.name);
    const { ino, mtimeMs } = await stat(file);
    const hash = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
    result[path.relative(dir, file)] = bytesOnly ? hash : `${hash} ${ino} ${mtimeMs}`;
  }
  return result;
}

/** The output a whole build of the current content makes (built into a folder of its own, same cache). */
let references = 0;
async function referenceOutput(): Promise<Record<string, string>> {
  const dir = path.join(work, `reference-${++references}`);
  await buildSite({ contentDir, outDir: dir, cacheDir, strict: false }, { log: () => {} });
  return stamps(dir, true);
}

const storyFile = () => path.join(contentDir, 'stories/banca-personas/cuentas.json');
const editedPage = 'banca-personas/cuentas/index.html';
const editedData = 'assets/data/banca-personas/cuentas/index.json';

async function editStory(from: string, to: string): Promise<void> {
  const original = await readFile(storyFile(), 'utf8');
  expect(original).toContain(from);
  await writeFile(storyFile(), original.replace(from, to));
}

/** Nothing a commit leaves while it runs: no staged folder beside the output, no journal in it. */
async function leftovers(): Promise<string[]> {
  const beside = (await readdir(work)).filter((name) => name.startsWith('.dist.'));
  const inside = (await readdir(outDir)).filter((name) => name === commitJournalFile);
  return [...beside, ...inside];
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

function startBuild(extraEnv: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/site-builder/cli.ts', '--no-strict'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      CONTENT_DIR: contentDir,
      OUT_DIR: outDir,
      CACHE_DIR: cacheDir,
      CI: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Read, so that a build writing to stderr never waits on a full pipe.
  child.stderr?.resume();
  return child;
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

/** Starts a build that pauses after `group` of its commit, and kills it there; false if it ended first. */
async function killAfterCommitGroup(group: string): Promise<boolean> {
  const child = startBuild({ BUILD_COMMIT_PAUSE_AFTER: group });
  const exited = exitOf(child);
  let stderr = '';
  const paused = new Promise<boolean>((resolve) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes(`commit paused after ${group}`)) resolve(true);
    });
    void exited.then(() => resolve(false));
  });
  const reached = await paused;
  child.kill('SIGKILL');
  await exited;
  if (!reached) throw new Error(`the build ended without pausing after ${group}:\n${stderr}`);
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
  await editStory('Tarjeta de débito sin costo de emisión', 'Tarjeta de débito gratis');
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
    'after its data group, leaves new page data beside the old page, which the roll forward completes',
    async () => {
      const expected = await referenceOutput();
      expect(await killAfterCommitGroup('data')).toBe(true);
      // The deploy's order: the new page data is in, the page that loads it not yet.
      expect(await readFile(path.join(outDir, editedData), 'utf8')).toContain('Tarjeta de débito gratis');
      expect(await readFile(path.join(outDir, editedPage), 'utf8')).not.toContain('Tarjeta de débito gratis');
      expect(await leftovers()).not.toEqual([]);
      expect(await rollForward(outDir)).toBe(true);
      expect(await stamps(outDir, true)).toEqual(expected);
      expect(await leftovers()).toEqual([]);
    },
    buildTimeout,
  );

  it(
    'after its html group, is completed by the next build, which then puts its own edit live',
    async () => {
      await editStory('Tarjeta de débito gratis', 'Tarjeta de débito gratuita');
      expect(await killAfterCommitGroup('html')).toBe(true);
      expect(await readFile(path.join(outDir, editedPage), 'utf8')).toContain('Tarjeta de débito gratuita');
      await editStory('Tarjeta de débito gratuita', 'Tarjeta de débito sin cargo');
      const expected = await referenceOutput();
      const child = startBuild();
      expect(await exitOf(child)).toBe(0);
      expect(await stamps(outDir, true)).toEqual(expected);
      expect(await leftovers()).toEqual([]);
    },
    buildTimeout,
  );
});
