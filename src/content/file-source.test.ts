import { mkdir, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../test/temp-folders';
import { FileSource } from './file-source';

const tempFolder = tempFolders('file-source-');

async function contentWith(files: Record<string, string | Buffer>): Promise<string> {
  const dir = await tempFolder();
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, 'stories', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return dir;
}

describe('FileSource', () => {
  it('reads every story file in file-name order, read many at once, and names the broken one', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 50; i++)
      files[`s${String(i).padStart(2, '0')}.json`] = JSON.stringify({ slug: `s${i}` });
    files['s25.json'] = '{ "slug": ';
    // A Content Delivery API response wraps the story.
    files['nested/wrapped.json'] = JSON.stringify({ story: { slug: 'wrapped' } });
    const dir = await contentWith(files);
    const { stories, errors } = await new FileSource(dir).loadStories();
    expect(stories.map((s) => s.origin)).toEqual(
      Object.keys(files)
        .filter((name) => name !== 's25.json')
        .map((name) => path.join('stories', name))
        .sort(),
    );
    expect(stories.find((s) => s.origin.endsWith('wrapped.json'))?.data).toEqual({ slug: 'wrapped' });
    expect(errors.map((e) => [e.code, e.story])).toEqual([
      ['invalid_json', path.join('stories', 's25.json')],
    ]);
  });

  it('reports a story file that is not valid UTF-8 by name, instead of publishing U+FFFD', async () => {
    const good = JSON.stringify({ slug: 'cafe', title: 'café' });
    const latin1 = Buffer.from(good.replace('café', 'caf\u00e9'), 'latin1');
    const dir = await contentWith({ 'bueno.json': good, 'latin1.json': latin1 });
    const { stories, errors } = await new FileSource(dir).loadStories();
    expect(stories.map((s) => s.data)).toEqual([{ slug: 'cafe', title: 'café' }]);
    expect(errors.map((e) => [e.code, e.story, e.severity])).toEqual([
      ['invalid_encoding', path.join('stories', 'latin1.json'), 'error'],
    ]);
    expect(errors[0]?.message).toContain('not valid UTF-8');
  });

  it('finds the assets in the folder above the image directory (assets/images)', () => {
    expect(new FileSource('/site/content').assetsDir).toBe(path.join('/site/content', 'assets'));
  });

  it('says what is wrong when the folder has no stories/', async () => {
    const dir = await tempFolder();
    await expect(new FileSource(dir).loadStories()).rejects.toThrow('Content folder has no stories/ folder');
  });

  it('stamps the stories without reading them: the same files give the same stamp, any change another', async () => {
    const dir = await contentWith({
      'a.json': '{"slug":"a"}',
      'sub/b.json': '{"slug":"b"}',
      'notas.txt': 'x',
    });
    const source = new FileSource(dir);
    const stamps = [await source.stamp()];
    expect(await source.stamp()).toBe(stamps[0]);
    const a = path.join(dir, 'stories', 'a.json');
    const before = await stat(a);
    // The same size, and the modification time set back: the change time still moves.
    await writeFile(a, '{"slug":"A"}');
    await utimes(a, before.atime, before.mtime);
    stamps.push(await source.stamp());
    await writeFile(path.join(dir, 'stories', 'c.json'), '{"slug":"c"}');
    stamps.push(await source.stamp());
    await rename(path.join(dir, 'stories', 'c.json'), path.join(dir, 'stories', 'd.json'));
    stamps.push(await source.stamp());
    await unlink(path.join(dir, 'stories', 'sub', 'b.json'));
    stamps.push(await source.stamp());
    expect(new Set(stamps).size).toBe(stamps.length);
    // A file that is no story (not .json) is not read as one, and does not change the stamp.
    await writeFile(path.join(dir, 'stories', 'notas.txt'), 'otra nota');
    expect(await source.stamp()).toBe(stamps.at(-1));
  });

  it('gives no stamp for a folder without stories/, so the error comes from loadStories', async () => {
    expect(await new FileSource(await tempFolder()).stamp()).toBeUndefined();
  });
});
