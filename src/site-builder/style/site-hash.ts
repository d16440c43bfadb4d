/**
 * The build hash the pages carry (docs/behaviour.md §5, §7, §8: page data whose hash differs from the document's
 * belongs to another deploy, and the router loads the target afresh). It must change whenever a page
 * opened before a deploy could render a later page wrongly: when the client code changes (the code
 * hash), and when the pruned stylesheet changes, because a content edit can bring in rules that the
 * stylesheet of an open tab does not have. A content edit that keeps the stylesheet keeps the hash, so
 * visitors are not made to reload and unchanged pages stay byte-identical.
 *
 * Pages are rendered (and cached) with the code hash, before the stylesheet is pruned; the site hash is
 * then stamped into the public pages (with the stylesheet rewrite) and the page-data files.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { routing } from '../../config/site';
import { unslash } from '../../common/paths';
import { replaceQuotedStrings } from './replace-quoted-strings';

/** Same length and alphabet as the code hash (20 hex digits), so pages keep their byte size. */
export function siteBuildHash(codeHash: string, stylesheets: readonly string[]): string {
  return createHash('sha256')
    .update(codeHash)
    .update(JSON.stringify(stylesheets))
    .digest('hex')
    .slice(0, codeHash.length);
}

async function pageDataFiles(outDir: string): Promise<string[]> {
  const dataDir = path.join(outDir, unslash(routing.dataDir));
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The replacement that stamps the site hash where pages carry the code hash (meta and inline state). */
export function buildHashRename(
  codeHash: string,
  stylesheets: readonly string[],
): ReadonlyMap<string, string> {
  return new Map([[codeHash, siteBuildHash(codeHash, stylesheets)]]);
}

/**
 * Replaces the code hash by the site hash in every page-data file (the public pages get it in the
 * stylesheet rewrite, see buildHashRename). The hash is matched quoted and whole: 20 hex digits between
 * quotes appear nowhere else. Returns how many files changed.
 */
export async function stampPageData(outDir: string, codeHash: string, siteHash: string): Promise<number> {
  if (codeHash === siteHash) return 0;
  return replaceQuotedStrings(await pageDataFiles(outDir), new Map([[codeHash, siteHash]]));
}
