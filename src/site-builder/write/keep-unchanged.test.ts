import { link, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { keepUnchangedFiles, replaceByLink } from './keep-unchanged';

const tempFolder = tempFolders('keep-unchanged-');

describe('replaceByLink', () => {
  it('makes the file a link to the previous one, leaving no temporary name', async () => {
    const dir = await tempFolder();
    const [previous, file] = [path.join(dir, 'previous.svg'), path.join(dir, 'file.svg')];
    await writeFile(previous, 'same');
    await writeFile(file, 'same');
    expect(await replaceByLink(previous, file)).toBe(true);
    expect((await stat(file)).ino).toBe((await stat(previous)).ino);
    expect((await readdir(dir)).sort()).toEqual(['file.svg', 'previous.svg']);
  });

  it('leaves no temporary name when the file already is a link to the previous one', async () => {
    const dir = await tempFolder();
    const [previous, file] = [path.join(dir, 'previous.svg'), path.join(dir, 'file.svg')];
    await writeFile(previous, 'same');
    await link(previous, file);
    expect(await replaceByLink(previous, file)).toBe(true);
    expect((await readdir(dir)).sort()).toEqual(['file.svg', 'previous.svg']);
  });
});

describe('keepUnchangedFiles', () => {
  it('links the staged files with the bytes of the live ones and leaves the given linked files alone', async () => {
    const [staged, live] = await Promise.all([tempFolder(), tempFolder()]);
    for (const dir of [staged, live]) await writeFile(path.join(dir, 'same.html'), 'same');
    await writeFile(path.join(staged, 'new.html'), 'new');
    await writeFile(path.join(live, 'new.html'), 'old');
    await writeFile(path.join(live, 'kept.html'), 'kept');
    await link(path.join(live, 'kept.html'), path.join(staged, 'kept.html'));
    const kept = await keepUnchangedFiles(staged, live, new Set(['kept.html']));
    expect(kept).toEqual({ files: 3, kept: 2, keptBytes: 4 });
    const inode = async (dir: string, name: string) => (await stat(path.join(dir, name))).ino;
    expect(await inode(staged, 'same.html')).toBe(await inode(live, 'same.html'));
    expect(await inode(staged, 'new.html')).not.toBe(await inode(live, 'new.html'));
    expect((await readdir(staged)).sort()).toEqual(['kept.html', 'new.html', 'same.html']);
  });
});
