import { link, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import type { LiveOutput } from './live-output';
import { dropUnchanged, newOutputFiles, removedFiles } from './output-changes';

const tempFolder = tempFolders('output-changes-');

const live: LiveOutput = {
  files: new Map([
    ['index.html', 10],
    ['a/index.html', 20],
    ['a/index.html.br', 5],
    ['gone/index.html', 30],
  ]),
  source: 'record',
};

describe('the new output and the files it removes', () => {
  it('are the staged files and the kept ones, with the kept ones sized from the live output', () => {
    const files = newOutputFiles(new Map([['index.html', 12]]), ['a/index.html', 'a/index.html.br'], live);
    expect([...files]).toEqual([
      ['index.html', 12],
      ['a/index.html', 20],
      ['a/index.html.br', 5],
    ]);
    expect(removedFiles(live, files)).toEqual(['gone/index.html']);
  });

  it('refuse a kept file the live output does not hold, naming it', () => {
    expect(() => newOutputFiles(new Map(), ['b/index.html'], live)).toThrow(
      'b/index.html was left as the live output',
    );
  });
});

describe('dropUnchanged', () => {
  it('removes the staged files with the live bytes or inode, and returns the others', async () => {
    const [staged, liveDir] = await Promise.all([tempFolder(), tempFolder()]);
    for (const dir of [staged, liveDir]) await writeFile(path.join(dir, 'same.html'), 'same');
    await writeFile(path.join(staged, 'changed.html'), 'new');
    await writeFile(path.join(liveDir, 'changed.html'), 'old');
    await writeFile(path.join(staged, 'new.html'), 'new');
    await writeFile(path.join(liveDir, 'linked.svg'), 'linked');
    await link(path.join(liveDir, 'linked.svg'), path.join(staged, 'linked.svg'));
    const changed = await dropUnchanged(staged, liveDir, [
      'same.html',
      'changed.html',
      'new.html',
      'linked.svg',
    ]);
    expect(changed).toEqual(['changed.html', 'new.html']);
    expect((await readdir(staged)).sort()).toEqual(['changed.html', 'new.html']);
    expect((await readdir(liveDir)).sort()).toEqual(['changed.html', 'linked.svg', 'same.html']);
  });
});
