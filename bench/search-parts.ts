/**
 * The search index in parts at scale (issue 41; docs/decisions/0015-search-index-in-parts.md): the search
 * phase alone, on the search documents a built site left in its page cache, cold (every part indexed), after
 * one page's edit (the page indexed in the overlay, every part left in the previous output), with nothing
 * changed and after five pages' edits, then the first query's download by kind with the overlay empty and
 * with the five pages in it.
 *
 *   tsx bench/search-parts.ts <CACHE_DIR of a built site> <its output folder> <work folder>
 */
import { cp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { writeFile } from 'node:fs/promises';
import type { SearchDocs } from '../src/site-builder/search/search-docs';
import { cachedSearchDocs } from './cached-search-docs';
import { writeSearchIndex, type SearchIndexResult } from '../src/site-builder/search/search-index';
import { linkKeptFiles } from '../src/site-builder/search/kept-parts';
import { firstQueryDownload } from './search-download';

const [cacheArg, siteArg, workArg] = process.argv.slice(2);
if (!cacheArg || !siteArg || !workArg) {
  console.error('usage: tsx bench/search-parts.ts <cache folder> <site folder> <work folder>');
  process.exit(1);
}
const work = path.resolve(workArg);

const cachedDocs = (edited?: readonly string[]) => cachedSearchDocs(cacheArg, edited);

/**
 * The search phase's index into `outDir`, as a staged output replacing `liveDir`: the parts left in the live
 * output are then linked in, as build-site.ts does before the swap (timed apart: an output committed in place
 * does not link them).
 */
async function timed(
  label: string,
  docs: SearchDocs,
  outDir: string,
  liveDir?: string,
): Promise<SearchIndexResult> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const started = performance.now();
  const result = await writeSearchIndex(docs, {
    outDir,
    liveDir,
    cacheDir: path.join(work, 'cache', 'search'),
    wasmCacheDir: path.join(work, 'cache', 'search-wasm'),
    useCache: true,
    // The bench's own setting, to compare part sizes; unset, the build's default.
    pagesPerPart: Number(process.env.SEARCH_PAGES_PER_PART) || undefined,
  });
  const s = (performance.now() - started) / 1000;
  const linking = performance.now();
  if (liveDir) await linkKeptFiles(result.kept, liveDir, outDir);
  const linked = (performance.now() - linking) / 1000;
  const { kept, ...counts } = result;
  console.log(
    `${label}: ${s.toFixed(1)} s, ${JSON.stringify(counts)}, ${kept.length} files left in the live output ` +
      `(linked into the staged one in ${linked.toFixed(1)} s)`,
  );
  return result;
}

/** The output as served: the compress phase's brotli beside the script and entries, the rules, the panel's code. */
async function asServed(out: string): Promise<void> {
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|json)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const br = brotliCompressSync(await readFile(file), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    await writeFile(`${file}.br`, br);
  }
  // The editors' rules, which the build's search phase writes beside the index.
  for (const name of ['search-rules.json', 'search-rules.json.br'])
    await cp(path.join(siteArg ?? '', 'pagefind', name), path.join(out, 'pagefind', name));
  await mkdir(path.join(out, 'assets'), { recursive: true });
  for (const name of await readdir(path.join(siteArg ?? '', 'assets'))) {
    if (/^(search-panel|use-site-search)-[\w-]+\.js(\.br)?$/.test(name))
      await cp(path.join(siteArg ?? '', 'assets', name), path.join(out, 'assets', name));
  }
}

async function download(label: string, out: string): Promise<void> {
  await asServed(out);
  const first = await firstQueryDownload(out);
  console.log(`first query, ${label}:`);
  for (const k of first.kinds)
    console.log(`  ${k.kind}: ${(k.bytes / 1000).toFixed(1)} kB in ${k.files} files`);
  console.log(`  total: ${(first.total / 1000).toFixed(1)} kB`);
}

await rm(work, { recursive: true, force: true });
const docs = await cachedDocs();
console.log(`${docs.pages.length} cached pages`);
// Generated pages: their part is large enough for an overlay (overlay.ts).
const generated = docs.pages.filter((page) => page.path.startsWith('/generado/')).map((page) => page.path);
const edited = generated.slice(0, 1);
const fiveEdited = generated.filter((_, i) => i % 1000 === 0).slice(0, 5);
const cold = path.join(work, 'cold');
await timed('cold', docs, cold);
await timed('one page edited', await cachedDocs(edited), path.join(work, 'edited'), cold);
await timed('nothing changed', await cachedDocs(edited), path.join(work, 'same'), path.join(work, 'edited'));
const five = path.join(work, 'five');
await timed(`${fiveEdited.length} pages edited`, await cachedDocs(fiveEdited), five, path.join(work, 'same'));
await download('empty overlay', cold);
await download(`${fiveEdited.length} pages in the overlay`, five);
