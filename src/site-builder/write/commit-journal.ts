/**
 * The commit of a build into its live output, in place (docs/decisions/0014-output-updated-in-place.md):
 * the files the build changed are renamed from its staged folder into the output group by group, in the
 * deploy's order (src/config/publish-order.ts: assets, then page data and the search entry, then pages,
 * then sitemap, robots and `_headers`; the build record last), then the files it no longer produces are
 * deleted. Each rename replaces one file atomically, so a visitor gets a whole file, old or new, and a page
 * never names a file that is not there yet.
 *
 * The renames and deletions are first written to a journal in the output (flushed to disk, and renamed to
 * its name only once whole), so a commit killed half-way is completed by whoever finds the journal next
 * (the next build, `npm run serve`, the deploy): `rollForward`. Completing is idempotent: a file is renamed
 * if it is still in the staged folder, deleted if it is still in the output. A build killed before its
 * journal is whole leaves only its staged folder, which the next build removes (atomic-output.ts).
 */
import { lstat, mkdir, open, readFile, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { BuildError } from '../../common/errors';
import { insideFolder } from '../../common/inside-folder';
import { runLimited } from '../../common/run-limited';
import { buildRecordFile, commitJournalFile } from '../../config/output-names';
import { publishGroupOf, publishGroups } from '../../config/publish-order';
import { isRunning } from './process-alive';

/** Renames or deletions in flight: cheap calls, a few at once keep the disk busy. */
const callsInFlight = 16;
const journalVersion = 1;

/** The build record describes the whole output: it goes in after every file it lists. */
const groupNames = [...publishGroups, 'record'] as const;
type CommitGroup = (typeof groupNames)[number];

export interface CommitJournal {
  version: typeof journalVersion;
  /** The build that wrote it: while it runs, nobody else completes its commit. */
  pid: number;
  /** The staged folder, a sibling of the output (its name only). */
  staged: string;
  /** Files (relative, `/`-separated) moved from the staged folder into the output, group after group. */
  groups: ReadonlyArray<{ name: CommitGroup; files: readonly string[] }>;
  /** Files removed from the output once every rename is done. */
  deletions: readonly string[];
}

/** Called after each group is renamed in (a test pauses there, see `commitPauseFromEnv`). */
export type AfterGroup = (group: CommitGroup) => Promise<void>;

const compressedCopy = /\.(br|gz)$/;

function groupOf(file: string): CommitGroup {
  if (file === buildRecordFile) return 'record';
  // A compressed copy goes in with the file it copies.
  return publishGroupOf(file.replace(compressedCopy, ''));
}

/** The journal of a commit of `changed` staged files and `deletions`, in the order they are applied. */
export function planCommit(
  staged: string,
  changed: readonly string[],
  deletions: readonly string[],
): CommitJournal {
  const byGroup = new Map<CommitGroup, string[]>(groupNames.map((name) => [name, []]));
  for (const file of changed) byGroup.get(groupOf(file))?.push(file);
  return {
    version: journalVersion,
    pid: process.pid,
    staged: path.basename(staged),
    groups: groupNames
      .map((name) => ({ name, files: (byGroup.get(name) ?? []).sort() }))
      .filter((group) => group.files.length > 0),
    // Pages and rules before the data and assets they name, as the deploy deletes.
    deletions: [...deletions].sort((a, b) => groupNames.indexOf(groupOf(b)) - groupNames.indexOf(groupOf(a))),
  };
}

function journalPath(outDir: string): string {
  return path.join(outDir, commitJournalFile);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function parseJournal(text: string, file: string): CommitJournal {
  const damaged = (why: string) =>
    new BuildError(
      'commit_journal_damaged',
      `${file}: not a commit journal this build can complete (${why}).`,
      'A build writes this file whole before it uses it; something else changed it. Remove it and build again: the build then lists the output once and corrects it.',
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw damaged((error as Error).message);
  }
  const journal = value as Partial<CommitJournal> | null;
  if (journal?.version !== journalVersion) throw damaged('unknown version');
  if (typeof journal.pid !== 'number' || typeof journal.staged !== 'string') throw damaged('no owner');
  if (!isStringList(journal.deletions)) throw damaged('no list of deletions');
  const groups = journal.groups;
  if (
    !Array.isArray(groups) ||
    !groups.every((group) => groupNames.includes(group.name) && isStringList(group.files))
  )
    throw damaged('no list of renames');
  if (journal.staged.includes('/') || journal.staged.includes(path.sep))
    throw damaged('a staged folder elsewhere');
  return journal as CommitJournal;
}

/** Makes the folder that will hold `target`, removing a file of the old output that stands in its way. */
async function makeFolderFor(outDir: string, target: string): Promise<void> {
  const folder = path.dirname(target);
  try {
    await mkdir(folder, { recursive: true });
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST' && code !== 'ENOTDIR') throw error;
  }
  // The old output has a file where the new one has a folder: that file is one of the deletions.
  let current = outDir;
  for (const part of path.relative(outDir, folder).split(path.sep)) {
    current = path.join(current, part);
    const info = await lstat(current).catch(() => null);
    if (!info) break;
    if (!info.isDirectory()) {
      await rm(current, { force: true });
      break;
    }
  }
  await mkdir(folder, { recursive: true });
}

/** Moves one staged file into the output; nothing to do when it was moved already (a rolled-forward commit). */
async function moveIn(stagedDir: string, outDir: string, file: string): Promise<void> {
  const source = insideFolder(stagedDir, file);
  const target = insideFolder(outDir, file);
  await makeFolderFor(outDir, target);
  try {
    await rename(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code !== 'EISDIR' && code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    // The old output has a folder where the new one has a file: its files are among the deletions.
    await rm(target, { recursive: true, force: true });
    await rename(source, target);
  }
}

/** Deletes the files, then the folders they leave empty (never the output folder itself). */
async function deleteFiles(outDir: string, files: readonly string[]): Promise<void> {
  const folders = new Set<string>();
  await runLimited(files, callsInFlight, async (file) => {
    const target = insideFolder(outDir, file);
    await rm(target, { force: true }).catch((error: NodeJS.ErrnoException) => {
      // The path, or a folder on it, is now of the other kind in the new output (made by a rename
      // above): the file to delete is gone already.
      if (!['ENOTDIR', 'EISDIR', 'ERR_FS_EISDIR'].includes(error.code ?? '')) throw error;
    });
    for (let folder = path.dirname(target); folder !== outDir; folder = path.dirname(folder))
      folders.add(folder);
  });
  // Deepest first, so that a folder emptied by removing its sub-folder goes too.
  const deepestFirst = [...folders].sort((a, b) => b.split(path.sep).length - a.split(path.sep).length);
  for (const folder of deepestFirst) {
    await rmdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (!['ENOTEMPTY', 'EEXIST', 'ENOENT', 'ENOTDIR'].includes(error.code ?? '')) throw error;
    });
  }
}

async function applyJournal(outDir: string, journal: CommitJournal, afterGroup?: AfterGroup): Promise<void> {
  const stagedDir = path.join(path.dirname(outDir), journal.staged);
  for (const group of journal.groups) {
    await runLimited(group.files, callsInFlight, (file) => moveIn(stagedDir, outDir, file));
    await afterGroup?.(group.name);
  }
  // Group by group, in the journal's order (pages before what they name).
  for (const name of [...groupNames].reverse()) {
    await deleteFiles(
      outDir,
      journal.deletions.filter((file) => groupOf(file) === name),
    );
  }
  await rm(journalPath(outDir), { force: true });
  await rm(stagedDir, { recursive: true, force: true });
}

/** Writes `text` to `file` so that it is on disk, whole, under that name before this returns. */
async function writeDurably(file: string, text: string, scratch: string): Promise<void> {
  const handle = await open(scratch, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(scratch, file);
  const folder = await open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/** Commits the staged folder's changed files into the existing output `outDir`, through the journal. */
export async function commitInPlace(
  outDir: string,
  stagedDir: string,
  journal: CommitJournal,
  afterGroup?: AfterGroup,
): Promise<void> {
  // Written first inside the staged folder: a build killed before the rename leaves no journal behind.
  await writeDurably(journalPath(outDir), JSON.stringify(journal), path.join(stagedDir, commitJournalFile));
  await applyJournal(outDir, journal, afterGroup);
}

/**
 * Completes the commit a killed build left in `outDir`, if any; true when there was one. Throws when the
 * build that wrote it still runs (it is committing now), or when the journal cannot be read.
 */
export async function rollForward(outDir: string): Promise<boolean> {
  const file = journalPath(outDir);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
    throw error;
  });
  if (text === null) return false;
  const journal = parseJournal(text, file);
  if (journal.pid !== process.pid && isRunning(journal.pid)) {
    throw new BuildError(
      'commit_in_progress',
      `${outDir} is being updated by the build with process id ${journal.pid} (${file}).`,
      'Wait for that build to end; two builds must not write the same output at once.',
    );
  }
  await applyJournal(outDir, journal);
  return true;
}

/**
 * A test-only pause (BUILD_COMMIT_PAUSE_AFTER=assets|data|html|rules|record): the build stops after that
 * group of its commit, says so on stderr and waits to be killed, so a test can kill it mid-commit
 * (killed-build.test.ts). Unset in every real build.
 */
export function commitPauseFromEnv(env: NodeJS.ProcessEnv = process.env): AfterGroup | undefined {
  const after = env.BUILD_COMMIT_PAUSE_AFTER;
  if (!after) return undefined;
  if (!(groupNames as readonly string[]).includes(after)) {
    throw new BuildError(
      'bad_setting',
      `BUILD_COMMIT_PAUSE_AFTER must be one of ${groupNames.join(', ')}, got "${after}".`,
    );
  }
  return async (group) => {
    if (group !== after) return;
    process.stderr.write(`commit paused after ${group}\n`);
    await new Promise<never>(() => setInterval(() => {}, 60_000));
  };
}
