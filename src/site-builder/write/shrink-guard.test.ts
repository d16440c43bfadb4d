import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousPublicRoutes, shrinkError } from './shrink-guard';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'shrink-guard-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('previousPublicRoutes', () => {
  it('counts the url entries of the sitemap, or null without one', async () => {
    const urls = ['a', 'b', 'c'].map((p) => `  <url><loc>https://x.example/${p}/</loc></url>\n`).join('');
    await writeFile(
      path.join(work, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`,
    );
    expect(await previousPublicRoutes(work)).toBe(3);
    expect(await previousPublicRoutes(path.join(work, 'missing'))).toBeNull();
  });
});

describe('shrinkError', () => {
  const check = { maxShrink: 0.1, allowShrink: false, outDir: '/site/dist' };

  it('lets the first build, a growing site and a loss within the limit through', () => {
    expect(shrinkError({ ...check, before: null, after: 1 })).toBeNull();
    expect(shrinkError({ ...check, before: 90, after: 95 })).toBeNull();
    expect(shrinkError({ ...check, before: 100, after: 90 })).toBeNull();
  });

  it('stops a larger loss, saying before, after and how to override', () => {
    const error = shrinkError({ ...check, before: 100, after: 89 });
    expect(error?.code).toBe('site_shrank');
    expect(error?.message).toContain('from 100 to 89 public routes');
    expect(error?.message).toContain('11 % fewer, more than the allowed 10 %');
    expect(error?.message).toContain('/site/dist was left as it was');
    expect(error?.hint).toContain('--allow-shrink');
    expect(error?.hint).toContain('MAX_ROUTE_SHRINK');
  });

  it('lets any loss through with --allow-shrink, and follows the configured share', () => {
    expect(shrinkError({ ...check, before: 100, after: 0, allowShrink: true })).toBeNull();
    expect(shrinkError({ ...check, before: 100, after: 60, maxShrink: 0.5 })).toBeNull();
    expect(shrinkError({ ...check, before: 100, after: 99, maxShrink: 0 })).not.toBeNull();
  });
});
