import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import type { WordList } from '../style/page-words.mjs';
import { WordsTally } from './words-tally';

const tempFolder = tempFolders('words-tally-');
const lists: Record<string, WordList> = {
  a: { words: ['shared', 'only-a'], chunks: ['x.js'] },
  b: { words: ['shared', 'only-b'], chunks: ['x.js', 'y.js'] },
  c: { words: ['only-c'], chunks: [] },
};
const page = (key: string) => ({ searchHash: `h-${key}`, htmlBytes: key.length });
const sorted = (tally: WordsTally) => {
  const { words, chunks } = tally.union();
  return { words: [...words].sort(), chunks: [...chunks].sort() };
};

/** A tally of pages a and b, written and read back as the next build does. */
async function previousBuild(): Promise<{ file: string; tally: WordsTally }> {
  const file = path.join(await tempFolder(), 'pages.tally.json');
  const first = new WordsTally();
  for (const key of ['a', 'b']) first.add(key, lists[key] as WordList, page(key));
  await first.write(file);
  return { file, tally: await WordsTally.read(file) };
}

describe('WordsTally', () => {
  it('keeps the counted pages without reading them when nothing changed', async () => {
    const { tally } = await previousBuild();
    expect(tally.counted('a')).toEqual(page('a'));
    tally.keep('a');
    tally.keep('b');
    const read: string[] = [];
    expect(await tally.settle(async (key) => (read.push(key), null))).toBe(true);
    expect(read).toEqual([]);
    expect(sorted(tally)).toEqual({ words: ['only-a', 'only-b', 'shared'], chunks: ['x.js', 'y.js'] });
  });

  it('takes away a page the build no longer has, keeping the words another page holds', async () => {
    const { tally } = await previousBuild();
    tally.keep('a');
    tally.add('c', lists.c as WordList, page('c'));
    expect(await tally.settle(async (key) => lists[key] ?? null)).toBe(true);
    expect(sorted(tally)).toEqual({ words: ['only-a', 'only-c', 'shared'], chunks: ['x.js'] });
    expect(tally.counted('b')).toBeUndefined();
  });

  it('adds rendered pages from their batch counts', async () => {
    const tally = new WordsTally();
    tally.record('a', page('a'));
    tally.addBatch({
      words: [
        ['shared', 2],
        ['only-a', 1],
      ],
      chunks: [['x.js', 1]],
    });
    tally.addBatch({ words: [['shared', -2]], chunks: [] });
    expect(sorted(tally)).toEqual({ words: ['only-a'], chunks: ['x.js'] });
  });

  it('says so when a page to take away has no word list left', async () => {
    const { tally } = await previousBuild();
    tally.keep('a');
    expect(await tally.settle(async () => null)).toBe(false);
  });

  it('starts empty from a missing, damaged or older file', async () => {
    const dir = await tempFolder();
    const damaged = path.join(dir, 'damaged.json');
    const older = path.join(dir, 'older.json');
    await writeFile(damaged, '{"version":1,"pages":');
    await writeFile(older, JSON.stringify({ version: 0, pages: {}, counts: { words: [], chunks: [] } }));
    for (const file of [path.join(dir, 'missing.json'), damaged, older]) {
      const tally = await WordsTally.read(file);
      expect(tally.counted('a')).toBeUndefined();
      expect(sorted(tally)).toEqual({ words: [], chunks: [] });
    }
  });
});
