/**
 * Prunes the public stylesheet to the rules the built site can use (issue 10 "no unused rules shipped").
 * PurgeCSS keeps a rule when every class, id, tag and attribute of one of its selectors is a word of a public
 * page or of a JS chunk those pages load (classes toggled at run time live in the chunks as strings), or
 * matches the safelist (prune-css-safelist.ts). Unused custom properties, @keyframes and @font-face go too.
 *
 * The pruned CSS is written under a new content-hashed name and the public pages' hrefs are rewritten; the
 * original file stays, because the /editor/ and /global/ preview screens render any content and keep the
 * full stylesheet, and because hashed names are cached immutably, so a file may never change under its name.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PurgeCSS } from 'purgecss';
import { outputPath } from '../../config/site-paths';
import { runLimited } from '../../common/run-limited';
import { addWords, PageWords } from './page-words.mjs';
import { prunedCssSafelist } from './prune-css-safelist';
import { prunedCssKey, type PrunedCssCache } from './pruned-css-cache';
import { publicHtmlFiles, reachableChunks } from './public-output-files';
import { replaceQuotedStrings } from './replace-quoted-strings';

/** Pages read at once: keeps the disk busy without holding many pages in memory. */
const filesInFlight = 16;

export interface PrunedStylesheets {
  /** Hrefs of the pruned stylesheets, in the order of the input. */
  stylesheets: string[];
  /** Raw (uncompressed) bytes of the input stylesheets and of their pruned versions. */
  bytesBefore: number;
  bytesAfter: number;
  /** Every quoted string replaced in the public pages, old → new (the hrefs, and options.alsoReplace's). */
  stamps: ReadonlyMap<string, string>;
  /** Whether the pruned stylesheets came from options.cache (nothing was pruned). */
  fromCache: boolean;
}

/** `/assets/entry-client-abc.css` → `/assets/entry-client-abc.pruned-<hash>.css`; the same CSS, the same name. */
function prunedHref(href: string, css: string): string {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  return href.replace(/\.css$/, `.pruned-${hash}.css`);
}

function fileOf(outDir: string, href: string): string {
  return path.join(outDir, outputPath(href));
}

/** The words and chunk names of the public pages, each once. */
export interface PageWordSets {
  words: ReadonlySet<string>;
  chunks: ReadonlySet<string>;
}

export interface PruneOptions {
  /**
   * More quoted strings to replace in the public pages, given the pruned hrefs: made in the same pass as
   * the href rewrite, so 10,000 pages are read and written once (the build stamps its hash this way).
   */
  alsoReplace?: (stylesheets: readonly string[]) => ReadonlyMap<string, string>;
  /**
   * The words and chunk names of every public page, collected as they were rendered (render-pages.ts),
   * closed tab panels included; without them, the pages under outDir are read, which have no closed panels.
   */
  pageWords?: PageWordSets;
  /** Where earlier results are kept: the same words and stylesheets are not pruned again. */
  cache?: PrunedCssCache;
}

/**
 * Reads the pages for their words and chunk names. Latin1 decodes faster than UTF-8 and splits words the
 * same way: a non-ASCII character is no word character in either.
 */
async function readPageWords(htmlFiles: readonly string[]): Promise<PageWords> {
  const found = new PageWords();
  await runLimited(htmlFiles, filesInFlight, async (file) => {
    found.add((await readFile(file)).toString('latin1'));
  });
  return found;
}

/**
 * Prunes each stylesheet (site-relative hrefs, as in DocumentAssets) against the public HTML under outDir
 * and the chunks it loads, writes the result beside it under a new name, and points every public page that
 * references the original href at the pruned one. Pages already pointing at a pruned file (a second run)
 * stay correct: the pruned name depends only on the pruned CSS.
 */
export async function pruneStylesheets(
  outDir: string,
  stylesheets: readonly string[],
  options: PruneOptions = {},
): Promise<PrunedStylesheets> {
  const htmlFiles = await publicHtmlFiles(outDir);
  const pages = options.pageWords ?? (await readPageWords(htmlFiles));
  const originals = await Promise.all(stylesheets.map((href) => readFile(fileOf(outDir, href), 'utf8')));
  const key = options.cache ? prunedCssKey({ originals, ...pages }) : null;
  const kept = key === null ? null : await options.cache?.read(key, originals.length);
  const results = kept ?? (await purge(outDir, pages, originals));
  if (key !== null && !kept) await options.cache?.write(key, results);

  const renames = new Map<string, string>();
  let bytesBefore = 0;
  let bytesAfter = 0;
  const pruned = await Promise.all(
    stylesheets.map(async (href, index) => {
      const css = results[index] ?? '';
      const next = prunedHref(href, css);
      await writeFile(fileOf(outDir, next), css);
      renames.set(href, next);
      bytesBefore += Buffer.byteLength(originals[index] ?? '');
      bytesAfter += Buffer.byteLength(css);
      return next;
    }),
  );

  const stamps = new Map([...renames, ...(options.alsoReplace?.(pruned) ?? [])]);
  await replaceQuotedStrings(htmlFiles, stamps);
  return { stylesheets: pruned, bytesBefore, bytesAfter, stamps, fromCache: Boolean(kept) };
}

/** The rules of each original stylesheet that the pages and the chunks they load can use. */
async function purge(outDir: string, pages: PageWordSets, originals: readonly string[]): Promise<string[]> {
  // Words are kept once, not page by page, so 10,000 pages cost a set of words, not their text.
  const seen = new Set(pages.words);
  for (const text of (await reachableChunks(outDir, pages.chunks)).values()) addWords(text, seen);
  // Custom properties set from content or code (inline `style="--x: …"`, a style object in a chunk) are
  // read by var() in the CSS: PurgeCSS only counts uses inside the CSS, so these are safelisted.
  const usedVariables = [...seen].filter((word) => word.startsWith('--'));
  const results = await new PurgeCSS().purge({
    content: [{ raw: [...seen].join('\n'), extension: 'txt' }],
    css: originals.map((raw) => ({ raw })),
    safelist: { ...prunedCssSafelist, variables: usedVariables },
    variables: true,
    keyframes: true,
    fontFace: true,
  });
  return originals.map((_css, index) => results[index]?.css ?? '');
}

/** The build log line: what pruning saved, raw bytes (the brotli sizes are in the bench). */
export function describePrunedCss({
  stylesheets,
  bytesBefore,
  bytesAfter,
}: Pick<PrunedStylesheets, 'stylesheets' | 'bytesBefore' | 'bytesAfter'>): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const saved = bytesBefore > 0 ? Math.round((1 - bytesAfter / bytesBefore) * 100) : 0;
  return `Pruned CSS to the rules the public pages use: ${kb(bytesBefore)} → ${kb(bytesAfter)} (−${saved} %), ${stylesheets.join(', ') || 'no stylesheet'}`;
}
