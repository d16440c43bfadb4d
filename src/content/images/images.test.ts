import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '../schemas/asset';
import { storyOf, type Story } from '../story';
import { attachImageData } from './images';

let work: string;

const asset = (filename: string): Asset => ({ filename, alt: '', focus: '', title: '' });

function story(slug: string, assets: Asset[]): Story {
  return storyOf({
    id: 1,
    uuid: slug,
    name: slug,
    slug,
    full_slug: slug,
    content: {
      _uid: 'p',
      component: 'page',
      body: assets.map((a, i) => ({ _uid: `i${i}`, component: 'image', image: a })),
    },
  });
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'images-test-'));
  const images = path.join(work, 'assets', 'images');
  await mkdir(images, { recursive: true });
  await sharp({ create: { width: 1500, height: 600, channels: 3, background: '#0b4ea2' } })
    .jpeg()
    .toFile(path.join(images, 'hero.jpg'));
  await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00a3e0' } })
    .png()
    .toFile(path.join(images, 'icon.png'));
  await writeFile(
    path.join(images, 'art.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300"><rect width="600" height="300"/></svg>',
  );
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('attachImageData', () => {
  it('gives bundled rasters their size, WebP and original variants and a placeholder, written to the output', async () => {
    const hero = asset('hero.jpg');
    const outDir = path.join(work, 'out');
    const errors = await attachImageData([story('a', [asset('icon.png'), hero])], {
      assetsDir: path.join(work, 'assets'),
      outDir,
      cacheDir: path.join(work, 'cache'),
    });
    expect(errors).toEqual([]);
    expect(hero.data?.size).toEqual({ width: 1500, height: 600 });
    expect(hero.data?.src).toBe('/content-images/images/hero.jpg');
    expect(hero.data?.webpSrcset).toMatch(
      /^\/content-images\/images\/_v\/hero-[0-9a-f]{12}-320\.webp 320w, .+ 1500w$/,
    );
    expect(hero.data?.srcset).toContain('-960.jpg 960w');
    expect(hero.data?.placeholder).toMatch(/^data:image\/webp;base64,/);
    const written = await readdir(path.join(outDir, 'content-images/images/_v'));
    expect(written).toContain(hero.data?.webpSrcset.split(', ')[0]?.split(' ')[0]?.split('/').pop());
  });

  it('marks the first large image of each page as its LCP candidate, not small icons', async () => {
    const icon = asset('icon.png');
    const first = asset('hero.jpg');
    const second = asset('art.svg');
    await attachImageData([story('b', [icon, first, second])], {
      assetsDir: path.join(work, 'assets'),
      cacheDir: path.join(work, 'cache'),
    });
    expect(icon.data?.priority).toBeUndefined();
    expect(first.data?.priority).toBe(true);
    expect(second.data?.priority).toBeUndefined();
    expect(second.data?.size).toEqual({ width: 600, height: 300 });
    expect(second.data?.srcset).toBe('');
  });

  it('reads Storyblok asset sizes from the URL and uses the image service', async () => {
    const url = 'https://a.storyblok.com/f/287431/1920x820/3b6e1f0c2a/remesa-azul-hero.jpg';
    const remote = asset(url);
    await attachImageData([story('c', [remote])], {
      assetsDir: undefined,
      cacheDir: path.join(work, 'cache'),
    });
    expect(remote.data?.size).toEqual({ width: 1920, height: 820 });
    expect(remote.data?.srcset).toContain(`${url}/m/640x0 640w`);
    expect(remote.data?.priority).toBe(true);
  });

  it('reports a missing file with the story that uses it, and skips videos and documents', async () => {
    const video = asset('videos/clip.webm');
    const errors = await attachImageData([story('d', [asset('nope.jpg'), video])], {
      assetsDir: path.join(work, 'assets'),
      cacheDir: path.join(work, 'cache'),
    });
    expect(errors.map((e) => [e.code, e.story, e.message])).toEqual([
      ['missing_asset', 'd', 'Image file not found: /content-images/images/nope.jpg'],
    ]);
    expect(video.data).toBeUndefined();
  });

  it('refuses, before reading anything, a file name that leaves the assets folder', async () => {
    // Such names are content errors as the content is loaded (checks/asset-fields.ts); this is the last guard.
    await sharp({ create: { width: 500, height: 500, channels: 3, background: '#f00' } })
      .png()
      .toFile(path.join(work, 'secret.png'));
    const outDir = path.join(work, 'out-guard');
    const cacheDir = path.join(work, 'cache-guard');
    for (const name of ['../../secret.png', '/content-images/../secret.png', '%2e%2e/%2e%2e/secret.png']) {
      const hostile = asset(name);
      await expect(
        attachImageData([story('e', [hostile])], { assetsDir: path.join(work, 'assets'), outDir, cacheDir }),
        name,
      ).rejects.toThrow(/not a file inside/);
      expect(hostile.data).toBeUndefined();
    }
    await expect(readdir(outDir)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(readdir(cacheDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a link inside the assets folder that points outside it', async () => {
    await symlink(path.join(work, 'secret.png'), path.join(work, 'assets', 'images', 'linked.png'));
    await expect(
      attachImageData([story('f', [asset('linked.png')])], {
        assetsDir: path.join(work, 'assets'),
        cacheDir: path.join(work, 'cache-link'),
      }),
    ).rejects.toThrow(/not a file inside/);
  });
});
