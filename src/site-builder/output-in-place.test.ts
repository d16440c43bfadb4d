/**
 * The output updated in place (docs/decisions/0014-output-updated-in-place.md): builds into the same output
 * folder keep every file whose bytes did not change as it was (same inode, same mtime), rename in only the
 * edited story's page and data and the shared files whose bytes changed, and delete a removed story's
 * files. A page whose key and stamps are the live output's is kept without being read
 * (write/build-record.ts); an edit that changes the pruned stylesheet stamps every page again; without a
 * build record the output is listed once and corrected.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { buildRecordFile } from '../config/output-names';
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

/** Files of `before` that `after` lacks. */
function goneFiles(before: Map<string, Stamp>, after: Map<string, Stamp>): string[] {
  return [...before.keys()].filter((file) => !after.has(file));
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

/** Every public page's HTML and page-data file of an output (preview shells and assets left out). */
function pageFilesOf(files: Iterable<string>): string[] {
  return [...files].filter(
    (name) =>
      (name.endsWith('.html') && !/^(editor|global|pagefind|assets)\//.test(name)) ||
      (name.startsWith('assets/data/') && name.endsWith('.json')),
  );
}

/** The site hash an output's home page carries. */
async function siteHashOf(dir: string): Promise<string> {
  const html = await readFile(path.join(dir, 'index.html'), 'utf8');
  const hash = /<meta name="build-hash" content="([^"]+)"/.exec(html)?.[1];
  if (!hash) throw new Error(`no build hash in ${dir}/index.html`);
  return hash;
}

describe('a build into the output of the previous one', () => {
  it(
    'with nothing changed, writes, renames and deletes no file of the output',
    async () => {
      const result = await build();
      expect(result.committed).toEqual({ renamed: 0, deleted: 0 });
      const { changed, rewrittenSame } = compare(first, await stamps(outDir));
      expect(changed).toEqual([]);
      expect(rewrittenSame).toEqual([]);
    },
    buildTimeout,
  );

  it(
    'with nothing changed, keeps every page of the live output without reading or comparing it',
    async () => {
      // Bytes the build would never write, put into a live page without changing its inode: a build that
      // read or compared the page would replace it; one that trusts the build record keeps it as it is.
      const page = path.join(outDir, 'banca-personas/index.html');
      const original = await readFile(page, 'utf8');
      const marked = original.replace('</body>', '<!-- not written by a build --></body>');
      expect(marked).not.toBe(original);
      await writeFile(page, marked);
      const before = await stamps(outDir);
      await build();
      const { changed, rewrittenSame } = compare(before, await stamps(outDir));
      expect(changed).toEqual([]);
      expect(rewrittenSame).toEqual([]);
      // Put back as the build made it (inode kept), for the tests that follow.
      await writeFile(page, original);
    },
    buildTimeout,
  );

  it(
    'after one story edit, renames in only its page and data and the shared files whose bytes changed',
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
      const after = await stamps(outDir);
      const { changed, rewrittenSame, keptChanged } = compare(before, after);
      expect(rewrittenSame).toEqual([]);
      expect(keptChanged).toEqual([]);
      // Deleted: only search files named by their old content.
      const gone = goneFiles(before, after);
      expect(gone.filter((name) => !name.startsWith('pagefind/'))).toEqual([]);
      expect(result.committed).toEqual({ renamed: changed.length, deleted: gone.length });
      const outsideSearch = changed.filter((name) => !name.startsWith('pagefind/'));
      // The build record names the edited page's new key.
      expect(outsideSearch).toEqual(
        ['.build-record.json', ...editedFiles.flatMap((f) => [f, `${f}.br`, `${f}.gz`])].sort(),
      );
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
      const result = await build({ strict: false });
      const after = await stamps(outDir);
      for (const f of removedFiles.flatMap((name) => [name, `${name}.br`, `${name}.gz`]))
        expect(after.has(f), f).toBe(false);
      // Its folders are gone with them: `/…/aprender-cosas-nuevas` is not a page any more.
      for (const f of removedFiles)
        await expect(stat(path.dirname(path.join(outDir, f)))).rejects.toThrow(/ENOENT/);
      const gone = goneFiles(before, after);
      expect(gone).toEqual(
        expect.arrayContaining(removedFiles.flatMap((name) => [name, `${name}.br`, `${name}.gz`])),
      );
      expect(result.committed.deleted).toBe(gone.length);
      const { rewrittenSame, keptChanged } = compare(before, after);
      expect(rewrittenSame).toEqual([]);
      expect(keptChanged).toEqual([]);
    },
    buildTimeout,
  );

  it(
    'after an edit that changes the pruned stylesheet, stamps every page with the new site hash',
    async () => {
      const before = await stamps(outDir);
      const oldHash = await siteHashOf(outDir);
      const file = path.join(contentDir, edited);
      const original = await readFile(file, 'utf8');
      // A word of a page that names a Bootstrap utility no page used: the pruning keeps its rule now.
      await writeFile(
        file,
        original.replace('Tarjeta de débito gratis', 'Tarjeta de débito gratis text-decoration-line-through'),
      );
      // Other pages link to the story removed above: broken links a non-strict build reports.
      const result = await build({ strict: false });
      expect(result.rendered).toBe(1);
      const newHash = await siteHashOf(outDir);
      expect(newHash).not.toBe(oldHash);
      const after = await stamps(outDir);
      const pages = pageFilesOf(after.keys());
      expect(pages.length).toBeGreaterThan(50);
      const { changed } = compare(before, after);
      for (const name of pages) {
        expect(changed, name).toContain(name);
        const text = await readFile(path.join(outDir, name), 'utf8');
        expect(text, name).toContain(`"${newHash}"`);
        expect(text, name).not.toContain(`"${oldHash}"`);
      }
    },
    buildTimeout,
  );

  it(
    'without a build record, lists the output once and writes again only the file it lacks',
    async () => {
      const page = 'banca-personas/index.html';
      await unlink(path.join(outDir, `${page}.br`));
      // With the record, the build would trust it and keep the page: the record is what it knows the output by.
      await unlink(path.join(outDir, buildRecordFile));
      const before = await stamps(outDir);
      const result = await build({ strict: false });
      const after = await stamps(outDir);
      expect(after.get(`${page}.br`)).toBeDefined();
      const { changed, rewrittenSame } = compare(before, after);
      // Written again with the bytes it had, the page and its other files are found unchanged and kept.
      expect(changed).toEqual([buildRecordFile, `${page}.br`]);
      expect(rewrittenSame).toEqual([]);
      expect(result.committed).toEqual({ renamed: 2, deleted: 0 });
    },
    buildTimeout,
  );

  it('leaves no staged folder beside the output and no journal in it', async () => {
    expect((await readdir(work)).filter((name) => name.startsWith('.dist.'))).toEqual([]);
    expect((await readdir(outDir)).filter((name) => name.startsWith('.'))).toEqual([buildRecordFile]);
  });
});
