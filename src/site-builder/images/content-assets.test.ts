import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { placeContentAssets } from './content-assets';

const tempFolder = tempFolders('content-assets-');

async function put(dir: string, file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
}

describe('placeContentAssets', () => {
  it('links the files the previous output holds with the same bytes, and copies the others', async () => {
    const [source, previous, target] = await Promise.all([tempFolder(), tempFolder(), tempFolder()]);
    await put(source, 'images/same.png', 'same bytes');
    await put(source, 'images/edited.png', 'new bytes');
    await put(source, 'docs/new.pdf', 'a new file');
    await put(previous, 'images/same.png', 'same bytes');
    await put(previous, 'images/edited.png', 'old bytes');
    const placed = await placeContentAssets(source, target, previous);
    expect(placed).toEqual({ linked: 1, copied: 2 });
    const inode = async (dir: string, file: string) => (await stat(path.join(dir, file))).ino;
    expect(await inode(target, 'images/same.png')).toBe(await inode(previous, 'images/same.png'));
    // Never a link to the content's own file: writing into it would write into the site.
    expect(await inode(target, 'images/edited.png')).not.toBe(await inode(source, 'images/edited.png'));
    expect(await readFile(path.join(target, 'images/edited.png'), 'utf8')).toBe('new bytes');
    expect(await readFile(path.join(target, 'docs/new.pdf'), 'utf8')).toBe('a new file');
  });

  it('copies everything when there is no previous output', async () => {
    const [source, target] = await Promise.all([tempFolder(), tempFolder()]);
    await put(source, 'a/b.jpg', 'x');
    const placed = await placeContentAssets(source, path.join(target, 'out'), path.join(target, 'none'));
    expect(placed).toEqual({ linked: 0, copied: 1 });
    expect(await readFile(path.join(target, 'out/a/b.jpg'), 'utf8')).toBe('x');
  });
});
