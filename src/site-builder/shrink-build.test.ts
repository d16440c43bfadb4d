/**
 * A build never publishes a site that shrank unexpectedly: against the last good output, losing more than
 * the allowed share of public routes stops the build and keeps that output byte for byte; --allow-shrink
 * (allowShrink) lets it through.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from './build-site';
import type { BuildResult } from './report/build-result';
import { defaultContentDir } from '../config/project-paths';

let work: string;
let outDir: string;
let first: BuildResult;
const cacheDir = () => path.join(work, 'cache');

async function fingerprint(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return files;
}

const sitemapUrls = async (dir: string) =>
  ((await readFile(path.join(dir, 'sitemap.xml'), 'utf8')).match(/<url>/g) ?? []).length;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'shrink-build-'));
  outDir = path.join(work, 'dist');
  // The first build into an empty folder is never stopped.
  first = await buildSite(
    { contentDir: defaultContentDir, outDir, strict: false, cacheDir: cacheDir() },
    { log: () => {} },
  );
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a build whose content lost a fifth of the site', () => {
  let contentDir: string;
  let before: number;

  beforeAll(async () => {
    contentDir = path.join(work, 'content');
    await cp(defaultContentDir, contentDir, { recursive: true });
    // One whole folder of the space gone, as when a folder is unpublished.
    await rm(path.join(contentDir, 'stories', 'conocenos'), { recursive: true });
    before = await sitemapUrls(outDir);
  });

  it('stops, says how many routes before and after and how to override, and keeps the output byte-identical', async () => {
    expect(first.pages).toBeGreaterThan(50);
    const previous = await fingerprint(outDir);
    const error = await buildSite(
      { contentDir, outDir, strict: false, cacheDir: cacheDir() },
      { log: () => {} },
    ).then(
      () => null,
      (e: unknown) => e as Error & { code?: string; hint?: string },
    );
    expect(error?.code).toBe('site_shrank');
    expect(error?.message).toMatch(new RegExp(`from ${before} to ${before - 17} public routes`));
    expect(error?.hint).toContain('--allow-shrink');
    expect(await fingerprint(outDir)).toEqual(previous);
    expect((await readdir(work)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('is built with --allow-shrink, and then counts as the last good output', async () => {
    const result = await buildSite(
      { contentDir, outDir, strict: false, cacheDir: cacheDir(), allowShrink: true },
      { log: () => {} },
    );
    expect(result.pages).toBe(first.pages - 17);
    expect(await sitemapUrls(outDir)).toBe(before - 17);
  });
});
