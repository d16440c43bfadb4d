/** Bytes of a build's output by kind, for the summary table (the precompressed copies are not counted). */
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

/** Sizes by kind of an output's files (path → bytes, as the build record keeps them): no file is read. */
export function sizesOf(files: ReadonlyMap<string, number>): OutputSizes {
  const sizes: OutputSizes = { html: 0, pageData: 0, assets: 0, other: 0 };
  for (const [rel, size] of files) if (!/\.(br|gz)$/.test(rel)) sizes[kindOf(rel)] += size;
  return sizes;
}
