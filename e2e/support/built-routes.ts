/** The routes of a built site folder, read from disk: every folder with an index.html (e.g. `/`, `/atm/`). */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Synchronous, so a test file can make one test per route when it is collected. Sorted. */
export function builtRoutes(siteDir: string): string[] {
  return readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.relative(siteDir, entry.parentPath).split(path.sep).join('/'))
    .map((folder) => (folder ? `/${folder}/` : '/'))
    .sort();
}
