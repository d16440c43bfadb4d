/**
 * `check:content` reads what the build reads and reports what it reports: the same problems as a build of
 * the same content, and image sizes cached under CACHE_DIR, never in the repository's own `.cache/`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from './build-site';
import { contentSourceFrom } from '../content/load/content-source';
import { buildOptionsFrom } from './options';
import { projectRoot } from '../config/project-paths';
import { formatContentReport } from '../content/checks/content-report';
import { checkContent, formatContentCheck } from '../content/check-content';

const badContent = path.join(projectRoot, 'fixtures', 'bad-content');
let tmp: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'check-content-'));
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function listing(dir: string): Promise<string[]> {
  return readdir(dir, { recursive: true }).catch(() => []);
}

describe('check:content', () => {
  it('reports exactly what a build of the same content reports, and that the build would stop', async () => {
    const env = {
      CONTENT_DIR: badContent,
      OUT_DIR: path.join(tmp, 'dist'),
      CACHE_DIR: path.join(tmp, 'cache-build'),
    };
    const options = buildOptionsFrom(env, []);
    const lines: string[] = [];
    await expect(
      buildSite(options, { source: contentSourceFrom(env, options), log: (line) => lines.push(line) }),
    ).rejects.toThrow(/Build stopped/);
    const buildReport = lines
      .find((line) => line.startsWith('Content report:'))
      ?.slice('Content report:\n'.length);

    const check = await checkContent({ CACHE_DIR: path.join(tmp, 'cache-check') }, [badContent]);
    expect(buildReport).toBeTruthy();
    // The build stops before it looks at image files; the check goes on and reports them too.
    const images = check.problems.filter((e) => e.code === 'missing_asset');
    expect(images.map((e) => e.story)).toEqual(['bloques']);
    expect(formatContentReport(check.problems.filter((e) => !images.includes(e)))).toBe(buildReport);
    const { text, exitCode } = formatContentCheck(check);
    expect(text).toContain('Image file not found: /content-images/images/no-such-photo.jpg');
    expect(text).toMatch(/A build would stop/);
    expect(exitCode).toBe(1);
  });

  it('reads CONTENT_DIR and writes image sizes under CACHE_DIR, nothing under the project .cache/', async () => {
    const content = path.join(tmp, 'content');
    const cacheDir = path.join(tmp, 'cache');
    await mkdir(path.join(content, 'stories'), { recursive: true });
    await mkdir(path.join(content, 'assets', 'images'), { recursive: true });
    // Random pixels: an image no earlier build can have cached anywhere.
    const pixels = randomBytes(64 * 48 * 3);
    await sharp(pixels, { raw: { width: 64, height: 48, channels: 3 } })
      .png()
      .toFile(path.join(content, 'assets', 'images', 'ruido.png'));
    const image = {
      _uid: 'img',
      component: 'image',
      image: { filename: 'ruido.png', alt: 'Ruido', fieldtype: 'asset' },
    };
    const story = (slug: string, body: unknown[]) => ({
      id: slug.length,
      uuid: `u-${slug}`,
      name: slug,
      slug,
      full_slug: slug,
      content: { _uid: `${slug}-page`, component: 'page', body },
    });
    await writeFile(path.join(content, 'stories', 'home.json'), JSON.stringify(story('home', [image])));
    await writeFile(path.join(content, 'stories', 'global.json'), JSON.stringify(story('global', [])));
    await writeFile(path.join(content, 'stories', '404.json'), JSON.stringify(story('404', [])));
    const projectImages = path.join(projectRoot, '.cache', 'images');
    const before = await listing(projectImages);

    const check = await checkContent({ CONTENT_DIR: content, CACHE_DIR: cacheDir }, []);
    expect(check.sourceName).toBe(`files:${content}`);
    expect(check.routes).toBe(2);
    expect(check.problems.filter((e) => e.severity === 'error')).toEqual([]);
    expect((await listing(path.join(cacheDir, 'images'))).length).toBeGreaterThan(0);
    expect(await listing(projectImages)).toEqual(before);
    expect(formatContentCheck(check).exitCode).toBe(0);
  });
});
