import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePage, type PageJob } from './page-job';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'prerender-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const job = (routePath: string, notFound = false): PageJob => ({
  path: routePath,
  story: 'x',
  pageJson: '{}',
  notFound,
  key: 'k',
});

describe('writePage', () => {
  it('writes the HTML, the page data and, for the not-found page, the top-level 404.html', async () => {
    const outDir = path.join(work, 'ok');
    await writePage(outDir, job('/a/b/'), '<html>');
    await writePage(outDir, job('/404/', true), '<html>');
    const files = (await readdir(outDir, { recursive: true })).sort();
    expect(files).toContain(path.join('a', 'b', 'index.html'));
    expect(files).toContain(path.join('assets', 'data', 'a', 'b', 'index.json'));
    expect(files).toContain('404.html');
  });

  it.each(['/../../x/', '/a/../../../x/', '/nul\0/'])(
    'refuses a route that leaves the output folder (%j), writing nothing',
    async (routePath) => {
      const outDir = path.join(work, 'out', 'site');
      await expect(writePage(outDir, job(routePath), '<html>')).rejects.toThrow(/not a file inside/);
      expect(await readdir(work)).not.toContain('x');
      expect(await readdir(path.join(work, 'out')).catch(() => [])).toEqual([]);
    },
  );
});
