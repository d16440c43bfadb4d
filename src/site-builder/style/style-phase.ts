/**
 * The style phase (docs/decisions/0003-css-pruned-after-prerender.md): once every public page and the preview
 * shells are written, the stylesheets are pruned to the rules the pages use, and the site hash (code and
 * pruned stylesheet, site-hash.ts) is stamped where the pages and page data carry the code hash. Only the
 * pages written into the staged output are stamped; the stamps are returned, so that the pages left to be
 * linked from the live output are linked only when it carries the same ones (build-record.ts).
 */
import type { ClientBundle } from '../bundle/vite-builds';
import type { Stamps } from '../write/build-record';
import type { PageWords } from './page-words.mjs';
import { describePrunedCss, pruneStylesheets } from './prune-css';
import { buildHashRename, siteBuildHash, stampPageData } from './site-hash';

export interface StyleInput {
  /** The staged output. */
  outDir: string;
  client: ClientBundle;
  /** The words and chunk names of every page written (render phase). */
  pageWords: PageWords;
  log: (line: string) => void;
}

export interface StyleOutput {
  /** The site hash the pages now carry. */
  buildHash: string;
  /** What was stamped into the public pages, and into the page-data files. */
  htmlStamps: Stamps;
  dataStamps: Stamps;
}

export async function stylePhase({ outDir, client, pageWords, log }: StyleInput): Promise<StyleOutput> {
  const pruned = await pruneStylesheets(outDir, client.assets.stylesheets, {
    alsoReplace: (stylesheets) => buildHashRename(client.buildHash, stylesheets),
    pageWords,
  });
  log(describePrunedCss(pruned));
  const buildHash = siteBuildHash(client.buildHash, pruned.stylesheets);
  await stampPageData(outDir, client.buildHash, buildHash);
  return {
    buildHash,
    htmlStamps: [...pruned.stamps],
    dataStamps: buildHash === client.buildHash ? [] : [[client.buildHash, buildHash]],
  };
}
