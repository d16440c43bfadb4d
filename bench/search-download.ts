/**
 * What the first search of a visit downloads, by kind (issue 41; docs/decisions/0015-search-index-in-parts.md):
 * Pagefind's script and WebAssembly, each part's entry and metadata, the index chunks and fragments the query
 * reads, the lexicon shards, the rules and the list of parts, and the search panel's own code. Recorded from
 * the site's search code with Pagefind's script run in Node (e2e/support/pagefind-in-node.ts), each file at
 * its size as served (its precompressed `.br` when there is one; Pagefind's own files are gzipped by it).
 *
 *   tsx bench/search-download.ts <built site folder> [query]
 *
 * Its last line is the figures as JSON, for a bench that measures a folder again after a build (a process
 * loads a folder's Pagefind once: e2e/support/pagefind-in-node.ts).
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagefindInNode } from '../e2e/support/pagefind-in-node';
import { fetchRules, lexiconOf, searchSite } from '../src/search/pagefind-client';

export const typicalQuery = 'tarjeta oro';

/** A file's size as served: its precompressed `.br` when there is one. */
export async function servedSize(siteDir: string, pathname: string): Promise<number> {
  const file = path.join(siteDir, decodeURIComponent(pathname));
  const br = await stat(`${file}.br`).catch(() => null);
  return br ? br.size : (await stat(file)).size;
}

const kinds: [kind: string, test: RegExp][] = [
  ['script', /\/pagefind\.js$/],
  ['WebAssembly', /\/wasm\.[\w-]+\.pagefind$/],
  ['entries', /\/pagefind-entry\.json$/],
  ['metadata', /\.pf_meta$/],
  ['index chunks', /\.pf_index$/],
  ['fragments', /\.pf_fragment$/],
  ['lexicon', /\/lexicon\//],
  ['rules', /\/search-rules\.json$/],
  ['list of parts', /\/index-parts\.json$/],
  ['panel code', /^\/assets\//],
];

export interface DownloadKind {
  kind: string;
  files: number;
  bytes: number;
}

/** The search panel's own code (its chunks, as served). */
async function panelFiles(siteDir: string): Promise<string[]> {
  const names = await readdir(path.join(siteDir, 'assets'));
  return names
    .filter((n) => /^(search-panel|use-site-search)-[\w-]+\.js$/.test(n))
    .map((n) => `/assets/${n}`);
}

/** Every file the first query of a visit fetches, by kind, and the total. */
export async function firstQueryDownload(
  siteDir: string,
  query = typicalQuery,
): Promise<{ total: number; kinds: DownloadKind[] }> {
  const fetched = new Set<string>(['/pagefind/pagefind.js', ...(await panelFiles(siteDir))]);
  // Not awaited yet: it installs the site's fetch at once, and loads Pagefind and merges the index's parts
  // (their entries, metadata and the WebAssembly) after, so those fetches are recorded too.
  const loading = pagefindInNode(siteDir);
  const answer = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    fetched.add(
      new URL(input instanceof Request ? input.url : String(input), 'http://site.invalid/').pathname,
    );
    return answer(input, init);
  };
  try {
    const api = await loading;
    await searchSite(query, 10, api, { rules: await fetchRules(), lexicon: lexiconOf() });
  } finally {
    globalThis.fetch = answer;
  }
  const byKind = new Map<string, DownloadKind>();
  for (const pathname of fetched) {
    // Asked for and not there (a site built before the index had parts): nothing downloaded.
    if (!(await stat(path.join(siteDir, decodeURIComponent(pathname))).catch(() => null))) continue;
    const kind = kinds.find(([, test]) => test.test(pathname))?.[0] ?? 'other';
    const entry = byKind.get(kind) ?? { kind, files: 0, bytes: 0 };
    entry.files += 1;
    entry.bytes += await servedSize(siteDir, pathname);
    byKind.set(kind, entry);
  }
  const list = [...byKind.values()];
  return { total: list.reduce((sum, k) => sum + k.bytes, 0), kinds: list };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [siteArg, query] = process.argv.slice(2);
  if (!siteArg) {
    console.error('usage: tsx bench/search-download.ts <built site folder> [query]');
    process.exit(1);
  }
  // Pagefind's script asks for its files with paths from the site's root, answered from the folder.
  const { total, kinds: list } = await firstQueryDownload(path.resolve(siteArg), query);
  for (const k of list) console.log(`${k.kind}: ${(k.bytes / 1000).toFixed(1)} kB in ${k.files} files`);
  console.log(`total: ${(total / 1000).toFixed(1)} kB`);
  console.log(JSON.stringify({ total, kinds: list }));
}
