/** Bytes of a build's output by kind, for the summary table (the precompressed copies are not counted). */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { routing } from '../../config/site';
import { unslash } from '../../common/paths';

export interface OutputSizes {
  html: number;
  pageData: number;
  /** Client code and styles (JS, CSS) under assets/. */
  assets: number;
  /** Content images and their variants, fonts, icons: everything else. */
  other: number;
}

/** Where page-data files live, relative to the output folder: `assets/data/`. */
const pageDataFolder = `${unslash(routing.dataDir)}/`;

function kindOf(rel: string): keyof OutputSizes {
  if (rel.endsWith('.html')) return 'html';
  if (rel.startsWith(pageDataFolder) && rel.endsWith('.json')) return 'pageData';
  if (rel.startsWith('assets/') && /\.(m?js|css)$/.test(rel)) return 'assets';
  return 'other';
}

export async function measureOutput(root: string): Promise<OutputSizes> {
  const sizes: OutputSizes = { html: 0, pageData: 0, assets: 0, other: 0 };
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
      .map(async (e) => {
        const file = path.join(e.parentPath, e.name);
        const rel = path.relative(root, file).split(path.sep).join('/');
        // Awaited before the `+=`: `a += await b` would read `a` first and lose concurrent additions.
        const { size } = await stat(file);
        sizes[kindOf(rel)] += size;
      }),
  );
  return sizes;
}
