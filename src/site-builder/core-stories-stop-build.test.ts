/**
 * The stories every site needs: without home or global the build stops, strict or not, and leaves the
 * previous output as it was; without 404 the built-in page is used and the absence is a content error.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileSource } from '../content/file-source';
import { buildSite } from './build-site';
import { breaksTheSite } from '../content/routes/core-stories';
import { loadContent } from '../content/load/load-content';
import { fallbackNotFoundStory } from '../content/routes/not-found-story';
import { defaultContentDir } from '../config/project-paths';

let work: string;

/** A copy of the bundled content without the given story files. */
async function contentWithout(name: string, ...storyFiles: string[]): Promise<string> {
  const dir = path.join(work, name);
  await cp(defaultContentDir, dir, { recursive: true });
  for (const file of storyFiles) await rm(path.join(dir, 'stories', file));
  return dir;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'core-stories-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the stories every site needs', () => {
  it('reports none missing for the bundled content', async () => {
    const content = await loadContent(new FileSource(defaultContentDir));
    expect(content.errors.filter((e) => e.code === 'missing_story')).toEqual([]);
  });

  it.each([
    ['home', 'home.json', 'no page at /'],
    ['global', 'global.json', 'header, menus and footer'],
  ])('without %s: a content error that stops even a non-strict build', async (slug, file, what) => {
    const contentDir = await contentWithout(`content-no-${slug}`, file);
    const content = await loadContent(new FileSource(contentDir));
    const missing = content.errors.filter((e) => e.code === 'missing_story');
    expect(missing.map((e) => [e.story, e.severity])).toEqual([[slug, 'error']]);
    expect(missing[0]?.message).toContain(what);
    expect(missing.every(breaksTheSite)).toBe(true);

    const outDir = path.join(work, `dist-no-${slug}`);
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'index.html'), 'previous site');
    const lines: string[] = [];
    await expect(
      buildSite(
        { contentDir, outDir, strict: false, cacheDir: path.join(work, 'cache') },
        { log: (l) => lines.push(l) },
      ),
    ).rejects.toThrow(/Build stopped: \d+ content error\(s\)\. .* was left as it was/);
    expect(lines.join('\n')).toContain(`[missing_story] The content has no "${slug}" story`);
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('previous site');
  });

  it('without 404: the built-in not-found page, and a content error that fails a strict build', async () => {
    const contentDir = await contentWithout('content-no-404', '404.json');
    const content = await loadContent(new FileSource(contentDir));
    const missing = content.errors.filter((e) => e.code === 'missing_story');
    expect(missing.map((e) => [e.story, e.severity])).toEqual([['404', 'error']]);
    expect(missing.some(breaksTheSite)).toBe(false);
    expect(content.notFoundRoute.story).toBe(fallbackNotFoundStory);
    await expect(
      buildSite(
        {
          contentDir,
          outDir: path.join(work, 'dist-no-404'),
          strict: true,
          cacheDir: path.join(work, 'cache'),
        },
        { log: () => {} },
      ),
    ).rejects.toThrow(/content error\(s\) \(strict mode\)/);
  });

  it('without 404: a default build publishes the built-in not-found page', async () => {
    const contentDir = await contentWithout('content-no-404-build', '404.json');
    const outDir = path.join(work, 'dist-no-404-build');
    await buildSite(
      { contentDir, outDir, strict: false, cacheDir: path.join(work, 'cache') },
      { log: () => {} },
    );
    const page = await readFile(path.join(outDir, '404.html'), 'utf8');
    expect(page).toContain('Página no encontrada');
    expect(page).toContain('La página que buscás no existe o cambió de dirección.');
  });
});
