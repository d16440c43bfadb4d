/**
 * The style phase (docs/decisions/0003-css-pruned-after-prerender.md): once every public page and the preview
 * shells are written, the stylesheets are pruned to the rules the pages use, and the site hash (code and
 * pruned stylesheet, site-hash.ts) is stamped where the pages and page data carry the code hash.
 */
import type { ClientBundle } from '../bundle/vite-builds';
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

/** Returns the site hash the pages now carry. */
export async function stylePhase({ outDir, client, pageWords, log }: StyleInput): Promise<string> {
  const pruned = await pruneStylesheets(outDir, client.assets.stylesheets, {
    alsoReplace: (stylesheets) => buildHashRename(client.buildHash, stylesheets),
    pageWords,
  });
  log(describePrunedCss(pruned));
  const buildHash = siteBuildHash(client.buildHash, pruned.stylesheets);
  await stampPageData(outDir, client.buildHash, buildHash);
  return buildHash;
}
