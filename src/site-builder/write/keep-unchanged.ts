/**
 * How the build tells a file it wrote from the live output's file at the same path, and how it shares a live
 * file instead of copying it: the output keeps the previous build's inode and modification time for
 * everything the build did not change, so whatever caches by path, size and mtime (the deploy of
 * docs/deploy.md, a browser's If-Range, rsync) sees only the files that changed
 * (docs/decisions/0014-output-updated-in-place.md). A staged file is replaced (a link made under a temporary
 * name, renamed over it), never written into: a link shares the live file's inode.
 */
import { link, readFile, rename, rm, stat } from 'node:fs/promises';

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
