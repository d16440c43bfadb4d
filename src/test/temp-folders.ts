/**
 * Fresh temporary folders for a test file: `const folder = tempFolders('name-')`, then `await folder()` in
 * a test; every folder made is removed after each test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

export function tempFolders(prefix: string): () => Promise<string> {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
}
