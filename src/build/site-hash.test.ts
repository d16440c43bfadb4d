import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteBuildHash, stampBuildHash } from './site-hash';

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

  it('is stamped into public pages and page data, not into the preview shells or chunks', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'site-hash-'));
    const page = `<meta name="build-hash" content="${codeHash}"><script>{"page":{"hash":"${codeHash}"}}</script>`;
    await put('index.html', page);
    await put('a/b/index.html', page);
    await put('404.html', page);
    await put('editor/index.html', page);
    await put('assets/data/index.json', `{"hash":"${codeHash}","data":{}}`);
    await put('assets/data/a/b/index.json', `{"hash":"${codeHash}","data":{"text":"${codeHash}x"}}`);
    await put('assets/entry.js', `const h="${codeHash}"`);
    const site = siteBuildHash(codeHash, ['/assets/x.css']);
    expect(await stampBuildHash(dir, codeHash, site)).toBe(5);
    const stamped = page.replaceAll(codeHash, site);
    for (const file of ['index.html', 'a/b/index.html', '404.html']) expect(await read(file)).toBe(stamped);
    expect(await read('assets/data/index.json')).toBe(`{"hash":"${site}","data":{}}`);
    // Only the quoted hash, whole: text that merely contains it stays.
    expect(await read('assets/data/a/b/index.json')).toBe(
      `{"hash":"${site}","data":{"text":"${codeHash}x"}}`,
    );
    expect(await read('editor/index.html')).toBe(page);
    expect(await read('assets/entry.js')).toBe(`const h="${codeHash}"`);
  });
});
