/**
 * The style phase (docs/decisions/0003-css-pruned-after-prerender.md): once every public page and the preview
 * shells are written, the stylesheets are pruned to the rules the pages use, and the site hash (code and
 * pruned stylesheet, site-hash.ts) is stamped where the pages and page data carry the code hash. Only the
 * pages written into the staged output are stamped; the stamps are returned, so that the pages left to be
 * linked from the live output are linked only when it carries the same ones (build-record.ts).
 */
import path from 'node:path';
import type { ClientBundle } from '../bundle/vite-builds';
import type { Stamps } from '../write/build-record';
import type { PageWordSets } from './prune-css';
import { describePrunedCss, pruneStylesheets } from './prune-css';
import { PrunedCssCache } from './pruned-css-cache';
import { buildHashRename, siteBuildHash, stampPageData } from './site-hash';

export interface StyleInput {
  /** The staged output. */
  outDir: string;
  client: ClientBundle;
  /** The words and chunk names of every page written (render phase). */
  pageWords: PageWordSets;
  log: (line: string) => void;
  /** Root of the caches (BuildOptions.cacheDir), where pruned stylesheets are kept; undefined: none kept. */
  cacheDir?: string | undefined;
}

export interface StyleOutput {
  /** The site hash the pages now carry. */
  buildHash: string;
  /** What was stamped into the public pages, and into the page-data files. */
  htmlStamps: Stamps;
  dataStamps: Stamps;
}

export async function stylePhase(input: StyleInput): Promise<StyleOutput> {
  const { outDir, client, pageWords, log, cacheDir } = input;
  const pruned = await pruneStylesheets(outDir, client.assets.stylesheets, {
    alsoReplace: (stylesheets) => buildHashRename(client.buildHash, stylesheets),
    pageWords,
    ...(cacheDir === undefined ? {} : { cache: new PrunedCssCache(path.join(cacheDir, 'build', 'css')) }),
  });
  log(`${describePrunedCss(pruned)}${pruned.fromCache ? ' (kept from an earlier build: same words)' : ''}`);
  const buildHash = siteBuildHash(client.buildHash, pruned.stylesheets);
  await stampPageData(outDir, client.buildHash, buildHash);
  return {
    buildHash,
    htmlStamps: [...pruned.stamps],
    dataStamps: buildHash === client.buildHash ? [] : [[client.buildHash, buildHash]],
  };
}
