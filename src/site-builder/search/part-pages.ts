/**
 * What a cached index (a part, or the overlay: overlay.ts) holds: each page's route, document hash and
 * Pagefind's id of it, kept in the build cache beside Pagefind's files (`pages.json`, never placed in the
 * output). The next build compares a part's current pages with its base's to find what changed, and lists the
 * ids of the base's changed and removed pages as superseded (docs/decisions/0015-search-index-in-parts.md).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { runLimited } from '../../common/run-limited';
import type { IndexedPage } from './overlay';
import type { SearchDocRef } from './search-docs';
import { withPrefix } from '../../config/site-paths';

export const partPagesFile = 'pages.json';
const fragmentSignature = 'pagefind_dcd';
const fragmentsAtOnce = 16;

/** Which index a cached folder is: part `part` of `count`, or the overlay (`part` null). */
export interface PartPages {
  part: number | null;
  count: number;
  pages: IndexedPage[];
}

/**
 * Pagefind's id of each page of an index just written in `dir`: its fragment's name (the `id` of a search
 * result before its `data()`), matched to the page by the URL the fragment holds. A page Pagefind left out of
 * the index (a document it found nothing to index in, or one nested too deep for its parser) has no fragment
 * and no id: it is no result, so there is nothing of it to supersede, and it stays listed so that the next
 * build sees it unchanged.
 */
export async function indexedPages(
  dir: string,
  pages: readonly Pick<SearchDocRef, 'path' | 'hash'>[],
): Promise<IndexedPage[]> {
  const byUrl = new Map(pages.map((page) => [withPrefix(page.path), page]));
  const fragmentDir = path.join(dir, 'fragment');
  const names = (await readdir(fragmentDir).catch(() => [])).filter((n) => n.endsWith('.pf_fragment'));
  const ids = new Map<string, string>();
  await runLimited(names, fragmentsAtOnce, async (name) => {
    const text = gunzipSync(await readFile(path.join(fragmentDir, name))).toString('utf8');
    if (!text.startsWith(fragmentSignature)) {
      throw new Error(`The search index fragment ${name} in ${dir} is not one Pagefind wrote`);
    }
    const { url } = JSON.parse(text.slice(fragmentSignature.length)) as { url?: unknown };
    const page = typeof url === 'string' ? byUrl.get(url) : undefined;
    if (!page)
      throw new Error(`The search index fragment ${name} in ${dir} names no indexed page (${String(url)})`);
    ids.set(page.path, name.slice(0, -'.pf_fragment'.length));
  });
  return pages
    .map((page) => ({ route: page.path, hash: page.hash, id: ids.get(page.path) ?? null }))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

export async function savePartPages(dir: string, saved: PartPages): Promise<void> {
  await writeFile(path.join(dir, partPagesFile), JSON.stringify(saved));
}

/** A cached folder's pages; null when it has none or they are unreadable (the folder is then no base). */
export async function readPartPages(dir: string): Promise<PartPages | null> {
  const text = await readFile(path.join(dir, partPagesFile), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const saved = JSON.parse(text) as Partial<PartPages>;
    if (!Array.isArray(saved.pages) || typeof saved.count !== 'number') return null;
    if (saved.part !== null && typeof saved.part !== 'number') return null;
    return { part: saved.part ?? null, count: saved.count, pages: saved.pages };
  } catch {
    return null;
  }
}
