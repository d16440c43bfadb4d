/**
 * The search documents a built site left in its page cache (`CACHE_DIR/build/pages/{key}.search.html`), with
 * each page's route read from its canonical link: a 10,000-page search index made without building the site
 * again (bench/search-parts.ts, bench/search-cores.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SearchDocs } from '../src/site-builder/search/search-docs';

/** Every cached page's route and search document; the pages at `edited` get a sentence more. */
export async function cachedSearchDocs(
  cacheDir: string,
  edited: string | readonly string[] = [],
): Promise<SearchDocs> {
  const editedRoutes = new Set(typeof edited === 'string' ? [edited] : edited);
  const pagesDir = path.join(cacheDir, 'build', 'pages');
  const docs = new SearchDocs({ readSearch: () => Promise.resolve(null) });
  const seen = new Set<string>();
  for (const name of (await readdir(pagesDir)).filter((n) => /^[0-9a-f]+\.html$/.test(n)).sort()) {
    const key = name.slice(0, -'.html'.length);
    const doc = await readFile(path.join(pagesDir, `${key}.search.html`), 'utf8').catch(() => null);
    const html = await readFile(path.join(pagesDir, name), 'utf8');
    const canonical = /rel="canonical" href="https?:\/\/[^/]+(\/[^"]*)"/.exec(html)?.[1];
    if (doc === null || !canonical || seen.has(canonical)) continue;
    seen.add(canonical);
    const text = editedRoutes.has(canonical)
      ? doc.replace('</main>', '<p>Jubilación programada sin filas</p></main>')
      : doc;
    docs.add({ path: canonical, notFound: false, key }, text, false);
  }
  return docs;
}
