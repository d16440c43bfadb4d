/**
 * The metadata of a part of the search index in brotli (docs/decisions/0015-search-index-in-parts.md).
 *
 * Every first search downloads each part's metadata (`pagefind.{hash}.pf_meta`: its page list and its list of
 * chunks), gzipped by Pagefind. Pagefind takes unpacked bytes as they are (wasm-brotli.ts), so `….pf_meta.br`
 * goes beside it: at 10,092 pages in 4 parts the metadata a first query downloads is 79.6 kB in brotli against
 * 98.8 kB gzipped. A host that serves precompressed files sends it; any other sends Pagefind's gzip.
 *
 * Written into the part's folder in the build cache when the part is indexed (~0.3 s a 2,500-page part at
 * brotli's best setting), so an unchanged part keeps it with no work.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unpackedBrotli } from './wasm-brotli';

const metadataFile = /^pagefind\.[\w-]+\.pf_meta$/;

/** Writes `{file}.br` beside each metadata file of a part's folder; a file Pagefind did not pack as expected gets none. */
export async function addMetadataBrotli(partDir: string): Promise<void> {
  for (const name of (await readdir(partDir)).filter((file) => metadataFile.test(file))) {
    const compressed = await unpackedBrotli(await readFile(path.join(partDir, name)));
    if (compressed) await writeFile(path.join(partDir, `${name}.br`), compressed);
  }
}
