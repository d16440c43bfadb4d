/**
 * The cost of the design set aside in docs/decisions/0014-output-updated-in-place.md: a staged folder that starts
 * as a hard-link clone of the output (one mkdir per folder, one link per file, no bytes copied).
 */
import { link, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { runLimited } from '../src/common/run-limited';

export interface LinkCloneCost {
  files: number;
  folders: number;
  cloneMs: number;
  removeMs: number;
}

/** Clones `dir` into a sibling folder by hard links, times it and the clone's removal. */
export async function measureLinkClone(dir: string): Promise<LinkCloneCost> {
  const clone = `${dir}.link-clone`;
  await rm(clone, { recursive: true, force: true });
  const started = performance.now();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const folders = entries.filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath, e.name));
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  const inClone = (file: string) => path.join(clone, path.relative(dir, file));
  await mkdir(clone);
  // Parents before children: readdir lists a folder before what it holds.
  for (const folder of folders) await mkdir(inClone(folder), { recursive: true });
  await runLimited(files, 32, (file) => link(file, inClone(file)));
  const cloneMs = performance.now() - started;
  const removing = performance.now();
  await rm(clone, { recursive: true, force: true });
  return { files: files.length, folders: folders.length, cloneMs, removeMs: performance.now() - removing };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: tsx bench/link-clone.ts <output folder>');
  console.log(JSON.stringify(await measureLinkClone(path.resolve(dir))));
}
