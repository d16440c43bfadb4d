/**
 * The global story's content (logo, menus, footer) as one hashed asset (docs/performance.md): every page
 * needs it to hydrate, so it travels once per visit and is cached for a year, instead of inside every
 * page's HTML. Its name changes with its content, so a deploy with new menus is never read stale.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Blok } from '../../content/blok';
import { insideFolder } from '../../common/inside-folder';
import { outputPath, withPrefix } from '../../config/site-paths';

/** Writes the global content into the output's assets; returns its URL, or undefined without a global. */
export async function writeGlobalData(outDir: string, global: Blok | null): Promise<string | undefined> {
  if (global === null) return undefined;
  const json = JSON.stringify(global);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 10);
  const url = withPrefix(`assets/global-${hash}.json`);
  const file = insideFolder(outDir, outputPath(url));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, json);
  return url;
}
