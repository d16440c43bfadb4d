/**
 * The search engine's WebAssembly in brotli (docs/decisions/0005-site-search-pagefind.md).
 *
 * Pagefind gzips `wasm.{language}.pagefind` itself (58 kB for Spanish) and unpacks it in the browser. It also
 * takes the unpacked bytes as they are, recognised by the signature they start with, which is what a browser
 * hands it after a response sent with `Content-Encoding: br`. So `….pagefind.br` goes beside it: brotli of the
 * unpacked module, 50 kB. A host that serves precompressed files (`npm run serve`, nginx `brotli_static`)
 * sends it to browsers that accept brotli; any other host, or a browser without brotli, gets the gzipped
 * original, which Pagefind still unpacks. The first search of a visit downloads 8 kB less.
 *
 * The WebAssembly changes only with Pagefind's version; the metadata of each part gets its `.br` when the part
 * is indexed (metadata-brotli.ts). The index chunks and fragments would gain ~10 % at brotli's best setting
 * for 25–37 s of one core a 2,500-page part's chunks (measured at 10,092 pages, docs/decisions/0015) and, since
 * there is one fragment per page, ~50 s at 10,000 pages: not worth an edit's time.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gunzip = promisify(zlib.gunzip);

/** Pagefind's mark at the start of every file it has unpacked (or that a browser unpacked for it). */
export const pagefindSignature = 'pagefind_dcd';

const wasmFile = /^wasm\.[\w-]+\.pagefind$/;

/** Brotli of the unpacked bytes of a file Pagefind gzipped; `null` when the file is not a gzipped Pagefind file. */
export async function unpackedBrotli(packed: Buffer): Promise<Buffer | null> {
  const unpacked = await gunzip(packed).catch(() => null);
  if (!unpacked || unpacked.subarray(0, pagefindSignature.length).toString() !== pagefindSignature)
    return null;
  return brotli(unpacked, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: unpacked.length,
    },
  });
}

/**
 * Writes `{file}.br` beside each WebAssembly file of `bundleDir`. Best quality takes ~0.2 s, so the result is
 * kept in `cacheDir` under the hash of the packed file (one entry: the latest) and reused while Pagefind's
 * version stays. A file Pagefind did not pack as expected gets no `.br` and is served as it is.
 */
export async function addWasmBrotli(bundleDir: string, cacheDir: string): Promise<void> {
  const current = new Set<string>();
  for (const name of (await readdir(bundleDir)).filter((file) => wasmFile.test(file))) {
    const packed = await readFile(path.join(bundleDir, name));
    const cacheName = `${createHash('sha256').update(packed).digest('hex').slice(0, 40)}.br`;
    let compressed: Buffer | null = await readFile(path.join(cacheDir, cacheName)).catch(() => null);
    if (!compressed) {
      compressed = await unpackedBrotli(packed);
      if (!compressed) continue;
      await writeCacheFile(cacheDir, cacheName, compressed);
    }
    current.add(cacheName);
    await writeFile(path.join(bundleDir, `${name}.br`), compressed);
  }
  // Another Pagefind version's modules are never needed again.
  for (const old of await readdir(cacheDir).catch(() => [])) {
    if (!current.has(old)) await rm(path.join(cacheDir, old), { force: true });
  }
}

async function writeCacheFile(cacheDir: string, name: string, data: Buffer): Promise<void> {
  try {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(path.join(cacheDir, name), data);
  } catch {
    // A cache that cannot be written costs the next build 0.2 s, not this one.
  }
}
