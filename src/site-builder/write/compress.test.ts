import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { compressOutput } from './compress';

const html = `<!doctype html><html lang="es"><body>${'<p>Banco Azul</p>'.repeat(200)}</body></html>`;
const tempFolder = tempFolders('compress-');

async function site(files: Record<string, string>): Promise<string> {
  const dir = await tempFolder();
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  return dir;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('compressOutput', () => {
  it('writes .br and .gz beside text files that decompress to the original', async () => {
    const dir = await site({
      'index.html': html,
      'assets/data/a/index.json': JSON.stringify({ hash: 'h', data: html }),
      'assets/entry-abc123.js': 'console.log("hola");'.repeat(50),
      'sitemap.xml': '<urlset></urlset>',
    });
    const result = await compressOutput(dir);
    expect(result).toMatchObject({ files: 4, reused: 0 });
    for (const rel of ['index.html', 'assets/data/a/index.json', 'assets/entry-abc123.js', 'sitemap.xml']) {
      const original = await readFile(path.join(dir, rel));
      expect(brotliDecompressSync(await readFile(path.join(dir, `${rel}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(path.join(dir, `${rel}.gz`)))).toEqual(original);
    }
    expect((await stat(path.join(dir, 'index.html.br'))).size).toBeLessThan(html.length / 10);
  });

  it('compresses visitors’ bundles hardest, and editor-only bundles like pages', async () => {
    const code = Array.from(
      { length: 400 },
      (_, i) => `export const v${i} = "${(i * 7919).toString(36)}";`,
    ).join('\n');
    const dir = await site({ 'assets/entry-client-a1.js': code, 'assets/entry-editor-b2.js': code });
    await compressOutput(dir, { editorOnly: new Set(['assets/entry-editor-b2.js']) });
    const brotliAt = (quality: number) =>
      brotliCompressSync(Buffer.from(code), {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: code.length,
        },
      });
    expect(await readFile(path.join(dir, 'assets/entry-client-a1.js.br'))).toEqual(brotliAt(11));
    expect(await readFile(path.join(dir, 'assets/entry-editor-b2.js.br'))).toEqual(brotliAt(5));
    expect(brotliAt(5)).not.toEqual(brotliAt(11));
  });

  it('leaves _headers and binary files alone', async () => {
    const dir = await site({
      _headers: '/*\n  X-Frame-Options: DENY\n',
      'img/a.webp': 'RIFF',
      'index.html': html,
    });
    await compressOutput(dir);
    expect(await exists(path.join(dir, '_headers.br'))).toBe(false);
    expect(await exists(path.join(dir, 'img/a.webp.gz'))).toBe(false);
    expect(await exists(path.join(dir, 'index.html.gz'))).toBe(true);
  });

  it('reuses the previous output for unchanged files and compresses changed ones', async () => {
    const previous = await site({ 'index.html': html, 'a/index.html': html });
    await compressOutput(previous);
    // A marker in the previous .br proves it was copied, not recompressed.
    await writeFile(path.join(previous, 'index.html.br'), 'previous');
    const next = await site({ 'index.html': html, 'a/index.html': `${html}<!-- edited -->` });
    const result = await compressOutput(next, { previousDir: previous });
    expect(result.reused).toBe(1);
    expect(await readFile(path.join(next, 'index.html.br'), 'utf8')).toBe('previous');
    expect(brotliDecompressSync(await readFile(path.join(next, 'a/index.html.br'))).toString()).toContain(
      'edited',
    );
  });
});
