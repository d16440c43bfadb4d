import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildHashRename, siteBuildHash, stampPageData } from './site-hash';

const codeHash = '0123456789abcdef0123';
let dir: string;

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
}

const read = (file: string) => readFile(path.join(dir, file), 'utf8');

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('site build hash', () => {
  it('depends on the code hash and the pruned stylesheets, with the code hash’s length', () => {
    const a = siteBuildHash(codeHash, ['/assets/e.pruned-aaaa.css']);
    expect(a).toMatch(/^[0-9a-f]{20}$/);
    expect(siteBuildHash(codeHash, ['/assets/e.pruned-aaaa.css'])).toBe(a);
    expect(siteBuildHash(codeHash, ['/assets/e.pruned-bbbb.css'])).not.toBe(a);
    expect(siteBuildHash('fedcba98765432100000', ['/assets/e.pruned-aaaa.css'])).not.toBe(a);
  });

  it('renames the code hash to the site hash (what the stylesheet rewrite stamps into the pages)', () => {
    const sheets = ['/assets/x.css'];
    expect([...buildHashRename(codeHash, sheets)]).toEqual([[codeHash, siteBuildHash(codeHash, sheets)]]);
  });

  it('is stamped into every page-data file, quoted and whole', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'site-hash-'));
    await put('assets/data/index.json', `{"hash":"${codeHash}","data":{}}`);
    await put('assets/data/a/b/index.json', `{"hash":"${codeHash}","data":{"text":"${codeHash}x"}}`);
    await put('assets/entry.js', `const h="${codeHash}"`);
    const site = siteBuildHash(codeHash, ['/assets/x.css']);
    expect(await stampPageData(dir, codeHash, site)).toBe(2);
    expect(await read('assets/data/index.json')).toBe(`{"hash":"${site}","data":{}}`);
    // Only the quoted hash, whole: text that merely contains it stays.
    expect(await read('assets/data/a/b/index.json')).toBe(
      `{"hash":"${site}","data":{"text":"${codeHash}x"}}`,
    );
    expect(await read('assets/entry.js')).toBe(`const h="${codeHash}"`);
  });
});
