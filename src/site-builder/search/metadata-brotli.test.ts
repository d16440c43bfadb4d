import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { addMetadataBrotli } from './metadata-brotli';
import { pagefindSignature } from './wasm-brotli';

const folder = tempFolders('metadata-brotli-');

const packed = (body: string) => gzipSync(Buffer.concat([Buffer.from(pagefindSignature), Buffer.from(body)]));

describe('addMetadataBrotli', () => {
  it("writes beside a part's metadata the brotli of its unpacked bytes, and nothing beside its other files", async () => {
    const part = await folder();
    const metadata = packed('es_e693481 336 es_bc124c7 98 '.repeat(300));
    await writeFile(path.join(part, 'pagefind.es_8f17658bb3.pf_meta'), metadata);
    await writeFile(path.join(part, 'pagefind-entry.json'), '{}');
    await addMetadataBrotli(part);
    expect((await readdir(part)).sort()).toEqual([
      'pagefind-entry.json',
      'pagefind.es_8f17658bb3.pf_meta',
      'pagefind.es_8f17658bb3.pf_meta.br',
    ]);
    const sent = brotliDecompressSync(await readFile(path.join(part, 'pagefind.es_8f17658bb3.pf_meta.br')));
    expect(sent.equals(gunzipSync(metadata))).toBe(true);
  });

  it('leaves metadata Pagefind did not pack with its signature without a brotli copy', async () => {
    const part = await folder();
    await writeFile(path.join(part, 'pagefind.es_1.pf_meta'), gzipSync('no signature'));
    await writeFile(path.join(part, 'pagefind.es_2.pf_meta'), 'not gzip');
    await addMetadataBrotli(part);
    expect((await readdir(part)).sort()).toEqual(['pagefind.es_1.pf_meta', 'pagefind.es_2.pf_meta']);
  });
});
