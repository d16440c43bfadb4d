import { link, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { replaceByLink } from './keep-unchanged';

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
