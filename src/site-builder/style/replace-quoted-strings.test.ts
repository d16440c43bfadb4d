import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { replaceQuotedStrings } from './replace-quoted-strings';

const tempFolder = tempFolders('replace-quoted-');

async function files(texts: Record<string, string>): Promise<string> {
  const dir = await tempFolder();
  for (const [name, text] of Object.entries(texts)) await writeFile(path.join(dir, name), text);
  return dir;
}

describe('replaceQuotedStrings', () => {
  it('replaces every quoted occurrence, keeps other text and non-ASCII bytes as they were', async () => {
    const dir = await files({
      'a.html': `<link href="/assets/a.css"><link href='/assets/a.css'><p>Página /assets/a.css "/assets/a.css.map"</p>`,
    });
    const renames = new Map([['/assets/a.css', '/assets/a.pruned-x.css']]);
    expect(await replaceQuotedStrings([path.join(dir, 'a.html')], renames)).toBe(1);
    expect(await readFile(path.join(dir, 'a.html'), 'utf8')).toBe(
      `<link href="/assets/a.pruned-x.css"><link href='/assets/a.pruned-x.css'><p>Página /assets/a.css "/assets/a.css.map"</p>`,
    );
  });

  it('leaves a file without the old href unwritten', async () => {
    const dir = await files({ 'b.html': '<link href="/assets/b.css">' });
    const file = path.join(dir, 'b.html');
    const before = (await stat(file)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await replaceQuotedStrings([file], new Map([['/assets/a.css', '/assets/a.pruned-x.css']]))).toBe(
      0,
    );
    expect((await stat(file)).mtimeMs).toBe(before);
  });
});
