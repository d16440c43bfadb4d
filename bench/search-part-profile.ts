/**
 * Where one part's index goes (issue 41; docs/decisions/0015-search-index-in-parts.md): the steps of indexing
 * the largest part of a built site's search index, as search-index.ts does them, each with its wall time, the
 * Node process's CPU time and the Pagefind process's CPU time (read from /proc), so our side (reading the
 * documents from the page cache, the lexicon's words, files, brotli) is told from Pagefind's own indexing.
 *
 *   tsx bench/search-part-profile.ts <CACHE_DIR of a built site> <work folder>
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { LexiconWords } from '../src/site-builder/search/lexicon';
import { addMetadataBrotli } from '../src/site-builder/search/metadata-brotli';
import { addWasmBrotli } from '../src/site-builder/search/wasm-brotli';
import { partCount, splitIntoParts } from '../src/site-builder/search/index-parts';
import { closePagefind, pagefindModules } from '../src/site-builder/search/pagefind-processes';
import { withPrefix } from '../src/config/site-paths';

const [cacheArg, workArg] = process.argv.slice(2);
if (!cacheArg || !workArg) {
  console.error('usage: tsx bench/search-part-profile.ts <cache folder> <work folder>');
  process.exit(1);
}
const pagesDir = path.join(cacheArg, 'build', 'pages');
const work = path.resolve(workArg);

/** CPU seconds (user + system) of the processes whose parent is this one: Pagefind's. */
async function childrenCpu(): Promise<number> {
  const ticks = 100;
  let total = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) === process.pid) total += (Number(fields[11]) + Number(fields[12])) / ticks;
  }
  return total;
}

const rows: string[] = [];
async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  const cpu = process.cpuUsage();
  const child = await childrenCpu();
  const started = performance.now();
  const value = await run();
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const nodeCpu = (used.user + used.system) / 1e6;
  const pagefindCpu = (await childrenCpu()) - child;
  rows.push(
    `| ${label} | ${wall.toFixed(2)} s | ${nodeCpu.toFixed(2)} s | ${pagefindCpu.toFixed(2)} s | ${loadavg()[0]?.toFixed(1)} |`,
  );
  return value;
}

// The routes, as bench/cached-search-docs.ts reads them (each page's canonical link).
const routes = new Map<string, string>();
const seen = new Set<string>();
for (const name of (await readdir(pagesDir)).filter((n) => /^[0-9a-f]+\.html$/.test(n)).sort()) {
  const html = await readFile(path.join(pagesDir, name), 'utf8');
  const canonical = /rel="canonical" href="https?:\/\/[^/]+(\/[^"]*)"/.exec(html)?.[1];
  if (!canonical || seen.has(canonical)) continue;
  seen.add(canonical);
  routes.set(name.slice(0, -'.html'.length), canonical);
}
const pages = [...routes].map(([key, route]) => ({ key, path: route }));
const parts = splitIntoParts(pages, partCount(pages.length));
const part = parts.reduce((a, b) => (b.length > a.length ? b : a));
part.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
console.log(`${pages.length} pages, ${parts.length} parts; profiling a part of ${part.length}`);

await rm(work, { recursive: true, force: true });
const docs = await step('read the documents from the page cache', () =>
  Promise.all(part.map((page) => readFile(path.join(pagesDir, `${page.key}.search.html`), 'utf8'))),
);
const lexicon = new LexiconWords();
await step("lexicon's words of every document", () => {
  for (const doc of docs) lexicon.add(doc);
  return Promise.resolve();
});
process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE ??= '2500';
const [pagefind] = await pagefindModules(1);
if (!pagefind) throw new Error('no Pagefind module');
const index = await step("start Pagefind's process and index", async () => {
  const created = await pagefind.createIndex({ writePlayground: false });
  if (!created.index) throw new Error(created.errors.join('; '));
  return created.index;
});
await step('addHTMLFile every page (Pagefind parses and indexes)', async () => {
  const adding: Promise<unknown>[] = [];
  for (const [i, page] of part.entries()) {
    adding.push(index.addHTMLFile({ url: withPrefix(page.path), content: docs[i] ?? '' }));
    if (adding.length >= 16) await adding.shift();
  }
  await Promise.all(adding);
});
await step('writeFiles (Pagefind builds chunks, fragments, gzips)', async () => {
  const written = await index.writeFiles({ outputPath: work });
  if (written.errors.length > 0) throw new Error(written.errors.join('; '));
});
await closePagefind([pagefind]);
await step('metadata brotli', () => addMetadataBrotli(work));
await step('WebAssembly brotli (cached)', () => addWasmBrotli(work, path.join(work, '..', 'wasm-cache')));
await step('lexicon save', () => lexicon.save(path.join(work, 'words.txt')));
console.log('| step | wall | Node CPU | Pagefind CPU | load (1 min) |\n| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
