import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { addWasmBrotli, pagefindSignature } from './wasm-brotli';

const folder = tempFolders('wasm-brotli-');

/** A file packed the way Pagefind packs its own: gzip of the signature and the bytes. */
const packed = (body: string) => gzipSync(Buffer.concat([Buffer.from(pagefindSignature), Buffer.from(body)]));

describe('addWasmBrotli', () => {
  it('writes beside the WebAssembly the brotli of its unpacked bytes, which Pagefind takes as they are', async () => {
    const bundle = await folder();
    const original = packed('\0asm module bytes '.repeat(200));
    await writeFile(path.join(bundle, 'wasm.es.pagefind'), original);
    await writeFile(path.join(bundle, 'pagefind-entry.json'), '{}');
    await addWasmBrotli(bundle, path.join(await folder(), 'cache'));
    expect((await readdir(bundle)).sort()).toEqual([
      'pagefind-entry.json',
      'wasm.es.pagefind',
      'wasm.es.pagefind.br',
    ]);
    const sent = brotliDecompressSync(await readFile(path.join(bundle, 'wasm.es.pagefind.br')));
    // What the browser hands Pagefind after `Content-Encoding: br` is what Pagefind would have unpacked.
    expect(sent.equals(gunzipSync(original))).toBe(true);
    expect(sent.subarray(0, pagefindSignature.length).toString()).toBe(pagefindSignature);
    // The original stays for hosts and browsers without brotli.
    expect((await readFile(path.join(bundle, 'wasm.es.pagefind'))).equals(original)).toBe(true);
  });

  it('reuses the cached brotli of the same module and keeps only the latest module in the cache', async () => {
    const cache = path.join(await folder(), 'cache');
    const first = await folder();
    await writeFile(path.join(first, 'wasm.es.pagefind'), packed('version one'));
    await addWasmBrotli(first, cache);
    const [entry] = await readdir(cache);
    expect(entry).toMatch(/^[0-9a-f]{40}\.br$/);
    // A cached entry is used as it is (here marked, to tell it from a fresh compression).
    await writeFile(path.join(cache, entry ?? ''), 'cached');
    const again = await folder();
    await writeFile(path.join(again, 'wasm.es.pagefind'), packed('version one'));
    await addWasmBrotli(again, cache);
    expect(await readFile(path.join(again, 'wasm.es.pagefind.br'), 'utf8')).toBe('cached');
    // Another Pagefind version replaces it.
    const upgraded = await folder();
    await writeFile(path.join(upgraded, 'wasm.es.pagefind'), packed('version two'));
    await addWasmBrotli(upgraded, cache);
    expect(await readdir(cache)).toHaveLength(1);
    expect(await readdir(cache)).not.toContain(entry);
  });

  it('leaves a file that is not a packed Pagefind file without a brotli copy', async () => {
    const bundle = await folder();
    await writeFile(path.join(bundle, 'wasm.es.pagefind'), 'not gzip');
    await writeFile(path.join(bundle, 'wasm.fr.pagefind'), gzipSync('gzip without the signature'));
    await addWasmBrotli(bundle, path.join(await folder(), 'cache'));
    expect((await readdir(bundle)).sort()).toEqual(['wasm.es.pagefind', 'wasm.fr.pagefind']);
  });
});
