import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFloorSite } from './floor-site';

const page = (title: string) =>
  `<!doctype html><html><head><link rel="modulepreload" href="/assets/a.js"><link rel="stylesheet" href="/assets/s.css"></head><body><h1>${title}</h1><script type="module" src="/assets/entry.js"></script></body></html>`;
const stripped = (title: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/assets/s.css"></head><body><h1>${title}</h1></body></html>`;

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('buildFloorSite', () => {
  it('strips the measured routes in a copy, with .br and .gz of the stripped HTML', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'floor-test-'));
    dirs.push(site);
    await mkdir(path.join(site, 'atm'));
    await mkdir(path.join(site, 'otra'));
    for (const [dir, title] of [
      ['', 'Inicio'],
      ['atm', 'Cajeros'],
      ['otra', 'Otra'],
    ] as const) {
      await writeFile(path.join(site, dir, 'index.html'), page(title));
      await writeFile(path.join(site, dir, 'index.html.br'), 'stale');
    }
    const floor = await buildFloorSite(site, ['/', '/atm/']);
    dirs.push(floor.dir);
    const file = path.join(floor.dir, 'atm', 'index.html');
    expect(await readFile(file, 'utf8')).toBe(stripped('Cajeros'));
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(stripped('Cajeros'));
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(stripped('Cajeros'));
    expect(await readFile(path.join(floor.dir, 'index.html'), 'utf8')).toBe(stripped('Inicio'));
    expect(floor.removed).toEqual(
      new Map([
        ['/', 2],
        ['/atm/', 2],
      ]),
    );
    // Routes not measured and the built site itself are left as they were.
    expect(await readFile(path.join(floor.dir, 'otra', 'index.html'), 'utf8')).toBe(page('Otra'));
    expect(await readFile(path.join(site, 'atm', 'index.html'), 'utf8')).toBe(page('Cajeros'));
  });
});
