/**
 * Before the staged output is swapped in (atomic-output.ts), every staged file whose bytes equal the live
 * output's file at the same path becomes a hard link to that file: the new output keeps the previous one's
 * inode and modification time for everything the build did not change, so whatever caches by path, size and
 * mtime (the deploy of docs/deploy.md, a browser's If-Range, rsync) sees only the files that changed.
 *
 * Safe for the live output: a staged file is replaced (a link made under a temporary name, renamed over it),
 * never written into, and nothing writes into the staged folder after this step
 * (docs/decisions/0014-output-updated-in-place.md).
 */
import { link, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { runLimited } from '../../common/run-limited';

/** Files compared at once: keeps the disk busy without holding every page in memory. */
const filesInFlight = 16;

export interface KeptFiles {
  /** Files in the staged output. */
  files: number;
  /** Of them, the ones now shared with the previous output (unchanged bytes). */
  kept: number;
  /** Bytes of the kept files (those given as linked already are not counted: they are not looked at). */
  keptBytes: number;
}

async function statOrNull(file: string) {
  return stat(file).catch(() => null);
}

/** Replaces `file` by a hard link to `previous`; false where the file system cannot link (another device). */
export async function replaceByLink(previous: string, file: string): Promise<boolean> {
  const temp = `${file}.link-${process.pid}`;
  try {
    await link(previous, temp);
  } catch {
    return false;
  }
  try {
    await rename(temp, file);
    // When `file` already was a link to `previous`, rename() leaves both names as they are (POSIX: same
    // file, nothing done), so the temporary name is removed here; otherwise it is gone already.
    await rm(temp, { force: true });
    return true;
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Whether `file` and `previous` are one inode, or both exist with the same bytes. */
export async function sameBytes(file: string, previous: string): Promise<'linked' | 'equal' | 'different'> {
  const [now, before] = await Promise.all([stat(file), statOrNull(previous)]);
  if (!before || !before.isFile()) return 'different';
  if (now.ino === before.ino && now.dev === before.dev) return 'linked';
  if (now.size !== before.size) return 'different';
  const [a, b] = await Promise.all([readFile(file), readFile(previous)]);
  return a.equals(b) ? 'equal' : 'different';
}

/**
 * Links every staged file under `stagedDir` that is byte-identical to its counterpart under `previousDir`.
 * Files in `linked` (relative, `/`-separated) are links to the previous output already and are not looked at.
 */
export async function keepUnchangedFiles(
  stagedDir: string,
  previousDir: string,
  linked: ReadonlySet<string> = new Set(),
): Promise<KeptFiles> {
  const result: KeptFiles = { files: 0, kept: linked.size, keptBytes: 0 };
  if (!(await statOrNull(previousDir))?.isDirectory()) return result;
  const entries = await readdir(stagedDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(stagedDir, path.join(entry.parentPath, entry.name)))
    .filter((rel) => !linked.has(rel.split(path.sep).join('/')));
  result.files = files.length + linked.size;
  await runLimited(files, filesInFlight, async (rel) => {
    const file = path.join(stagedDir, rel);
    const previous = path.join(previousDir, rel);
    const same = await sameBytes(file, previous);
    if (same === 'different') return;
    if (same === 'equal' && !(await replaceByLink(previous, file))) return;
    result.kept++;
    result.keptBytes += (await stat(file)).size;
  });
  return result;
}
