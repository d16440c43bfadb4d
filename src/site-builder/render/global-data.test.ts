import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeGlobalData } from './global-data';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('writeGlobalData', () => {
  it('writes the global content as a hashed asset whose name follows its content', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'global-data-'));
    const global = { _uid: 'g', component: 'global', header: [] };
    const url = await writeGlobalData(dir, global);
    expect(url).toMatch(/^\/assets\/global-[\w-]{10}\.json$/);
    expect(JSON.parse(await readFile(path.join(dir, url ?? ''), 'utf8'))).toEqual(global);
    expect(await writeGlobalData(dir, global)).toBe(url);
    expect(await writeGlobalData(dir, { ...global, header: [{ _uid: 'x', component: 'link' }] })).not.toBe(
      url,
    );
  });

  it('writes nothing without a global story', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'global-data-'));
    expect(await writeGlobalData(dir, null)).toBeUndefined();
  });
});
