import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir } from '../config/project-paths';
import { startContentServer, type RunningContentServer } from '../server/content-server/server';
import { pullSpace, storyFilePath } from './pull';
import { storyblokConfigFrom } from './storyblok-config';
import { StoryblokSource } from './storyblok-source';

let work: string;
let server: RunningContentServer;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

function source(token = server.tokens.preview): StoryblokSource {
  const config = storyblokConfigFrom({ STORYBLOK_TOKEN: token, STORYBLOK_ENDPOINT: server.endpoint });
  if (!config) throw new Error('no config');
  return new StoryblokSource(config);
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'content-pull-'));
  await cp(path.join(defaultContentDir, 'stories'), path.join(work, 'space', 'stories'), { recursive: true });
  server = await startContentServer({ contentDir: path.join(work, 'space'), log: () => {} });
});

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('storyFilePath', () => {
  it('maps full_slug to the bundled layout', () => {
    expect(storyFilePath('banca-personas/', true)).toBe('banca-personas/index.json');
    expect(storyFilePath('banca-personas/remesa-azul', false)).toBe('banca-personas/remesa-azul.json');
    expect(storyFilePath('home', false)).toBe('home.json');
    expect(() => storyFilePath('../fuera', false)).toThrow(/unusable full_slug/);
    expect(() => storyFilePath('', false)).toThrow(/unusable full_slug/);
  });
});

describe('pullSpace', () => {
  it('writes the served space back into the bundled format, file for file and byte for byte', async () => {
    const target = path.join(work, 'pulled');
    const result = await pullSpace(source(), target);
    const original = path.join(work, 'space', 'stories');
    expect(await files(result.storiesDir)).toEqual(await files(original));
    for (const file of await files(original)) {
      expect(await readFile(path.join(result.storiesDir, file), 'utf8')).toBe(
        await readFile(path.join(original, file), 'utf8'),
      );
    }
  });

  it('leaves the previous stories/ in place when the pull fails', async () => {
    const target = path.join(work, 'kept');
    await pullSpace(source(), target);
    await writeFile(path.join(target, 'stories', 'marker.json'), '{}');
    const before = await files(target);
    await expect(pullSpace(source('wrong-token'), target)).rejects.toThrow(/HTTP 401/);
    expect(await files(target)).toEqual(before);
  });
});
