/**
 * The search index in parts at scale (issue 41; docs/decisions/0015-search-index-in-parts.md): the search
 * phase alone, on the search documents a built site left in its page cache, cold (every part indexed), after
 * one page's edit (its part indexed again, the others left in the previous output) and with nothing changed,
 * then the first query's download by kind.
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

const cachedDocs = (edited?: string) => cachedSearchDocs(cacheArg, edited);

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

await rm(work, { recursive: true, force: true });
const docs = await cachedDocs();
console.log(`${docs.pages.length} cached pages`);
const edited = docs.pages.find((page) => page.path.startsWith('/generado/'))?.path;
await timed('cold', docs, path.join(work, 'cold'));
await timed('one page edited', await cachedDocs(edited), path.join(work, 'edited'), path.join(work, 'cold'));
const out = path.join(work, 'same');
await timed('nothing changed', await cachedDocs(edited), out, path.join(work, 'edited'));

// As served: the compress phase's brotli beside the script and entries, and the search panel's code.
for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(js|json)$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const br = brotliCompressSync(await readFile(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  await writeFile(`${file}.br`, br);
}
// The editors' rules, which the build's search phase writes beside the index.
for (const name of ['search-rules.json', 'search-rules.json.br'])
  await cp(path.join(siteArg, 'pagefind', name), path.join(out, 'pagefind', name));
await mkdir(path.join(out, 'assets'), { recursive: true });
for (const name of await readdir(path.join(siteArg, 'assets'))) {
  if (/^(search-panel|use-site-search)-[\w-]+\.js(\.br)?$/.test(name))
    await cp(path.join(siteArg, 'assets', name), path.join(out, 'assets', name));
}
const download = await firstQueryDownload(out);
for (const k of download.kinds)
  console.log(`${k.kind}: ${(k.bytes / 1000).toFixed(1)} kB in ${k.files} files`);
console.log(`first query: ${(download.total / 1000).toFixed(1)} kB`);
