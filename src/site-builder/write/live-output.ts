/**
 * What the live output holds, as the build needs it to commit in place (docs/decisions/0014): every file
 * with its size. Known from the build record without touching the output (the common case: O(1) disk
 * work, whatever the size of the site), or, when the record is missing, damaged or of an older build, by
 * listing the output once: correct first.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { runLimited } from '../../common/run-limited';
import { buildRecordFile, commitJournalFile } from '../../config/output-names';
import type { BuildRecord } from './build-record';

/** Files looked at at once when the output is listed. */
const filesInFlight = 32;

export interface LiveOutput {
  /** Every file (relative, `/`-separated; the record and the journal left out) → its size in bytes. */
  files: ReadonlyMap<string, number>;
  /** Where `files` came from: the record, a listing of the output, or no output at all. */
  source: 'record' | 'listing' | 'none';
}

/** The build's own files at the top of the output, which the output's file list leaves out. */
const ownFiles = new Set([buildRecordFile, commitJournalFile]);

/** Every file (or symbolic link) under `dir` with its size, relative and `/`-separated; null when there is no such folder. */
export async function listFilesWithSizes(dir: string): Promise<Map<string, number> | null> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
  if (entries === null) return null;
  const names = entries
    // A symbolic link a writer copied (a content file that is one) is a file of the output too.
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const sizes = new Map<string, number>();
  await runLimited(names, filesInFlight, async (name) => {
    sizes.set(name, (await stat(path.join(dir, name))).size);
  });
  return sizes;
}

export async function liveOutputOf(outDir: string, record: BuildRecord | null): Promise<LiveOutput> {
  if (record) return { files: new Map(Object.entries(record.files)), source: 'record' };
  const listed = await listFilesWithSizes(outDir);
  if (listed === null) return { files: new Map(), source: 'none' };
  for (const name of ownFiles) listed.delete(name);
  return { files: listed, source: 'listing' };
}
