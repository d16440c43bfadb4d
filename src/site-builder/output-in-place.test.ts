/**
 * The output updated in place (docs/decisions/0014-output-updated-in-place.md): builds into the same output
 * folder keep every file whose bytes did not change as it was (same inode, same mtime), rewrite the edited
 * story's page and data and the shared files whose bytes changed, and drop a removed story's files.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir } from '../config/project-paths';
import { buildSite } from './build-site';
import type { BuildOptions } from './options';

interface Stamp {
  ino: number;
  mtimeMs: number;
  hash: string;
}

async function stamps(dir: string): Promise<Map<string, Stamp>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const map = new Map<string, Stamp>();
  for (const e of entries.filter((entry) => entry.isFile())) {
    const file = path.join(e.parentPath, e.name);
    const { ino, mtimeMs } = await stat(file);
    const hash = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
    map.set(path.relative(dir, file), { ino, mtimeMs, hash });
  }
  return map;
}

/** Files whose bytes changed (or that are new), and files written again (new inode or mtime) with the same bytes. */
function compare(before: Map<string, Stamp>, after: Map<string, Stamp>) {
  const changed: string[] = [];
  const rewrittenSame: string[] = [];
  const keptChanged: string[] = [];
  for (const [file, now] of after) {
    const was = before.get(file);
    const same = was?.ino === now.ino && was.mtimeMs === now.mtimeMs;
    if (!was || was.hash !== now.hash) {
      changed.push(file);
      if (same) keptChanged.push(file);
    } else if (!same) rewrittenSame.push(file);
  }
  return { changed: changed.sort(), rewrittenSame, keptChanged };
}

let work: string;
let contentDir: string;
let outDir: string;
const edited = 'stories/banca-personas/cuentas.json';
const editedFiles = ['assets/data/banca-personas/cuentas/index.json', 'banca-personas/cuentas/index.html'];
const removed = 'stories/banca-personas/azul-premier/blog/aprender-cosas-nuevas.json';
const removedFiles = [
  'banca-personas/azul-premier/blog/aprender-cosas-nuevas/index.html',
  'assets/data/banca-personas/azul-premier/blog/aprender-cosas-nuevas/index.json',
];
let first: Map<string, Stamp>;
/** Each test builds the site again; a cold build on a busy 2-core machine has taken over 5 minutes. */
const buildTimeout = 900_000;

const build = (extra: Partial<BuildOptions> = {}) =>
  buildSite(
    { contentDir, outDir, strict: true, cacheDir: path.join(work, 'cache'), ...extra },
    { log: () => {} },
  );

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'output-in-place-'));
  contentDir = path.join(work, 'content');
  outDir = path.join(work, 'dist');
  await cp(defaultContentDir, contentDir, { recursive: true });
  await build();
  first = await stamps(outDir);
}, buildTimeout);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a build into the output of the previous one', () => {
  it(
    'with nothing changed, writes no file of the output',
    async () => {
      await build();
      const { changed, rewrittenSame } = compare(first, await stamps(outDir));
      expect(changed).toEqual([]);
      expect(rewrittenSame).toEqual([]);
    },
    buildTimeout,
  );

  it(
    'after one story edit, rewrites only its page and data and the shared files whose bytes changed',
    async () => {
      const before = await stamps(outDir);
      const file = path.join(contentDir, edited);
      const original = await readFile(file, 'utf8');
      expect(original).toContain('Tarjeta de débito sin costo de emisión');
      await writeFile(
        file,
        original.replace('Tarjeta de débito sin costo de emisión', 'Tarjeta de débito gratis'),
      );
      const result = await build();
      expect(result.rendered).toBe(1);
      const { changed, rewrittenSame, keptChanged } = compare(before, await stamps(outDir));
      expect(rewrittenSame).toEqual([]);
      expect(keptChanged).toEqual([]);
      const outsideSearch = changed.filter((name) => !name.startsWith('pagefind/'));
      expect(outsideSearch).toEqual(editedFiles.flatMap((f) => [f, `${f}.br`, `${f}.gz`]).sort());
      // The search index changed where the edited words are; its files that did not change were kept.
      expect(changed).toContain('pagefind/pagefind-entry.json');
      const searchFiles = [...before.keys()].filter((name) => name.startsWith('pagefind/'));
      expect(changed.filter((name) => name.startsWith('pagefind/')).length).toBeLessThan(searchFiles.length);
    },
    buildTimeout,
  );

  it(
    'after a story is removed, drops its page and data and keeps what did not change',
    async () => {
      const before = await stamps(outDir);
      for (const f of removedFiles) expect(before.has(f)).toBe(true);
      await unlink(path.join(contentDir, removed));
      // Other pages may still link to it: broken links are content errors, which a non-strict build reports.
      await build({ strict: false });
      const after = await stamps(outDir);
      for (const f of removedFiles.flatMap((name) => [name, `${name}.br`, `${name}.gz`]))
        expect(after.has(f), f).toBe(false);
      const { rewrittenSame, keptChanged } = compare(before, after);
      expect(rewrittenSame).toEqual([]);
      expect(keptChanged).toEqual([]);
    },
    buildTimeout,
  );

  it('leaves no staged or old folder beside the output', async () => {
    expect((await readdir(work)).filter((name) => name.startsWith('.dist.'))).toEqual([]);
  });
});
