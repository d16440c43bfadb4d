/** Stored bundles: a whole entry restores byte for byte; a damaged or partial one restores nothing. */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BundleCache, hashFolder, type CachedBundle } from './bundle-cache';

let work: string;
let out: string;
const bundle: CachedBundle = {
  client: {
    assets: { script: '/assets/entry-a1.js', stylesheets: ['/assets/entry-b2.css'], preloads: [] },
    editorAssets: { script: '/assets/editor-c3.js', stylesheets: [], preloads: [] },
    buildHash: 'abc123',
    blockChunks: { carousel: ['/assets/carousel-d4.js'] },
  },
  ssrHash: 'ssr-1',
};

async function tree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const e of entries.filter((entry) => entry.isFile())) {
    const file = path.join(e.parentPath, e.name);
    files[path.relative(dir, file)] = await readFile(file, 'utf8');
  }
  return files;
}

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'bundle-cache-'));
  out = path.join(work, 'out');
  await mkdir(path.join(out, 'assets'), { recursive: true });
  await mkdir(path.join(out, '.ssr', 'assets'), { recursive: true });
  await writeFile(path.join(out, 'assets', 'entry-a1.js'), 'console.log(1)');
  await writeFile(path.join(out, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(out, '.ssr', 'entry-server.mjs'), 'export const renderPage = () => "";');
  await writeFile(path.join(out, '.ssr', 'assets', 'x.css'), 'a{}');
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('BundleCache', () => {
  const store = async (cache: BundleCache) => cache.store('k1', out, path.join(out, '.ssr'), '.ssr', bundle);

  it('restores the client files into the output and the server bundle into its folder', async () => {
    const cache = new BundleCache(path.join(work, 'cache'));
    await store(cache);
    const target = path.join(work, 'restored');
    expect(await cache.restore('k1', target, path.join(target, '.ssr'))).toEqual(bundle);
    expect(await tree(target)).toEqual(await tree(out));
    expect(await cache.restore('k2', path.join(work, 'other'), path.join(work, 'other', '.ssr'))).toBeNull();
  });

  it('restores nothing from a damaged entry, removes it, and stores again', async () => {
    const cache = new BundleCache(path.join(work, 'cache'));
    await store(cache);
    await writeFile(path.join(work, 'cache', 'k1', 'client', 'assets', 'entry-a1.js'), 'console.lo');
    const target = path.join(work, 'restored');
    expect(await cache.restore('k1', target, path.join(target, '.ssr'))).toBeNull();
    expect(await tree(target)).toEqual({});
    expect(await readdir(path.join(work, 'cache'))).toEqual([]);
    await store(cache);
    expect(await cache.restore('k1', target, path.join(target, '.ssr'))).toEqual(bundle);
  });

  it('treats an entry without its meta file, or with a foreign one, as missing', async () => {
    const cache = new BundleCache(path.join(work, 'cache'));
    await store(cache);
    const meta = path.join(work, 'cache', 'k1', 'meta.json');
    const text = await readFile(meta, 'utf8');
    await writeFile(meta, text.slice(0, 40));
    expect(await cache.restore('k1', path.join(work, 'r1'), path.join(work, 'r1', '.ssr'))).toBeNull();
    await store(cache);
    await rm(path.join(work, 'cache', 'k1', 'ssr', 'entry-server.mjs'));
    expect(await cache.restore('k1', path.join(work, 'r2'), path.join(work, 'r2', '.ssr'))).toBeNull();
    expect(await tree(path.join(work, 'r2'))).toEqual({});
  });

  it('keeps the four most recently used entries', async () => {
    const cache = new BundleCache(path.join(work, 'cache'));
    for (const key of ['a', 'b', 'c', 'd', 'e']) {
      await cache.store(key, out, path.join(out, '.ssr'), '.ssr', bundle);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await readdir(path.join(work, 'cache'))).sort()).toEqual(['b', 'c', 'd', 'e']);
  });

  it('hashes a folder by names and bytes', async () => {
    const before = await hashFolder(path.join(out, '.ssr'));
    await writeFile(path.join(out, '.ssr', 'assets', 'x.css'), 'b{}');
    expect(await hashFolder(path.join(out, '.ssr'))).not.toBe(before);
  });
});
