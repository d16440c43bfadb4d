/**
 * What a build wrote into its output, seen from outside: every file's inode, size and modification time
 * before and after. A file whose inode or mtime changed, or that is new, was written; its size counts as
 * bytes written. (The build cache's own writes are not the output's and are not counted.)
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface FileStamp {
  ino: number;
  size: number;
  mtimeMs: number;
}

export type OutputSnapshot = Map<string, FileStamp>;

export interface OutputChange {
  filesWritten: number;
  bytesWritten: number;
  filesRemoved: number;
  files: number;
  bytes: number;
}

/** Every file under `dir` by its path relative to it; an absent folder is an empty snapshot. */
export async function snapshotOutput(dir: string): Promise<OutputSnapshot> {
  const snapshot: OutputSnapshot = new Map();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { ino, size, mtimeMs } = await stat(file);
    snapshot.set(path.relative(dir, file), { ino, size, mtimeMs });
  }
  return snapshot;
}

export function compareSnapshots(before: OutputSnapshot, after: OutputSnapshot): OutputChange {
  const change: OutputChange = { filesWritten: 0, bytesWritten: 0, filesRemoved: 0, files: 0, bytes: 0 };
  for (const [file, now] of after) {
    change.files++;
    change.bytes += now.size;
    const was = before.get(file);
    if (was && was.ino === now.ino && was.mtimeMs === now.mtimeMs) continue;
    change.filesWritten++;
    change.bytesWritten += now.size;
  }
  for (const file of before.keys()) if (!after.has(file)) change.filesRemoved++;
  return change;
}
