/**
 * The build cache: after one story edit a cached build renders that page only and writes the same dist/ a
 * clean build writes; render threads give the same bytes as the main thread; a damaged bundle entry means a
 * full build; a page that fails to render on a thread fails the build and leaves the previous output alone.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileSource } from '../content/file-source';
import { buildSite } from './build-site';
import type { BuildResult } from './report/build-result';
import { bundleContentOf } from './bundle/vite-builds';
import { loadContent } from '../content/load/load-content';
import { bundleKey } from './bundle/bundle-key';
import type { BuildOptions } from './options';
import { findBloks } from '../content/plain-text';
import { defaultContentDir } from '../config/project-paths';
import { pruneStylesheets } from './style/prune-css';
import { buildRecordFile } from '../config/output-names';

let work: string;
let contentDir: string;
let cacheDir: string;
let full: BuildResult;
let incremental: BuildResult;
const editedFiles = ['assets/data/banca-personas/cuentas/index.json', 'banca-personas/cuentas/index.html'];

async function fingerprint(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const map = new Map<string, string>();
  for (const e of entries.filter((entry) => entry.isFile())) {
    const file = path.join(e.parentPath, e.name);
    map.set(
      path.relative(dir, file),
      createHash('sha256')
        .update(await readFile(file))
        .digest('hex'),
    );
  }
  return map;
}

function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

const build = (outName: string, extra: Partial<BuildOptions> = {}) =>
  buildSite(
    { contentDir, outDir: path.join(work, outName), strict: true, cacheDir, ...extra },
    { log: () => {} },
  );

/** Where a column with a width no other page uses goes: the last tab of a page's tabs (lazy, closed). */
const tabbedStory = 'stories/banca-personas/tarjetas/tarjeta-de-credito-oro.json';
const tabbedPage = 'banca-personas/tarjetas/tarjeta-de-credito-oro/index.html';

async function addColumnInClosedTab(): Promise<void> {
  const file = path.join(contentDir, tabbedStory);
  const story = JSON.parse(await readFile(file, 'utf8')) as { content: unknown };
  const tabs = findBloks(story.content, 'tabs')[0]?.tabs;
  const last = Array.isArray(tabs) ? (tabs.at(-1) as { body: unknown[] }) : undefined;
  if (!last) throw new Error(`${tabbedStory} has no tabs block`);
  last.body.push({
    _uid: 'closed-tab-row',
    component: 'row',
    columns: [{ _uid: 'closed-tab-column', component: 'column', width_sm: '5', body: [] }],
  });
  await writeFile(file, JSON.stringify(story));
}

/** The pruned stylesheet a built page links, and its text. */
async function prunedCssOf(dir: string): Promise<{ href: string; css: string }> {
  const html = await readFile(path.join(dir, 'index.html'), 'utf8');
  const href = /<link rel="stylesheet" href="([^"]+\.pruned-[^"]+\.css)"/.exec(html)?.[1] ?? '';
  expect(href).not.toBe('');
  return { href, css: await readFile(path.join(dir, href), 'utf8') };
}

/** The bundle cache entry the last build used (others may be there: src/ is edited while tests run). */
async function bundleEntry(): Promise<string> {
  const dir = path.join(cacheDir, 'build', 'bundles');
  const names = (await readdir(dir)).filter((name) => !name.startsWith('.'));
  const dated = await Promise.all(
    names.map(async (name) => ({ name, at: (await stat(path.join(dir, name))).mtimeMs })),
  );
  const newest = dated.sort((a, b) => b.at - a.at)[0];
  expect(newest).toBeDefined();
  return path.join(dir, newest?.name ?? '');
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'build-cache-'));
  contentDir = path.join(work, 'content');
  cacheDir = path.join(work, 'cache');
  await cp(defaultContentDir, contentDir, { recursive: true });
  await addColumnInClosedTab();
  full = await build('dist-full');
  const storyFile = path.join(contentDir, 'stories/banca-personas/cuentas.json');
  const original = await readFile(storyFile, 'utf8');
  await writeFile(
    storyFile,
    original.replace('Tarjeta de débito sin costo de emisión', 'Tarjeta de débito gratis'),
  );
  incremental = await build('dist-incremental');
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a cached build after one story edit', () => {
  it('takes the bundles from the cache and renders the edited page only', () => {
    expect(full.bundleFromCache).toBe(false);
    expect(full.rendered).toBe(full.pages);
    expect(incremental.bundleFromCache).toBe(true);
    expect(incremental.rendered).toBe(1);
    expect(incremental.reused).toBe(full.pages - 1);
    expect(incremental.buildHash).toBe(full.buildHash);
  });

  it('changes only the edited page and its data, and the search index', async () => {
    const changed = changedFiles(
      await fingerprint(path.join(work, 'dist-full')),
      await fingerprint(path.join(work, 'dist-incremental')),
    );
    const search = changed.filter((name) => name.startsWith('pagefind/'));
    // The build record names each page's key: the edited page's changed.
    expect(changed.filter((name) => !search.includes(name))).toEqual(
      [buildRecordFile, ...editedFiles.flatMap((file) => [file, `${file}.br`, `${file}.gz`])].sort(),
    );
    // The edited words are in the index now: Pagefind indexed again (src/build/search-index.ts).
    expect(search).toContain('pagefind/pagefind-entry.json');
    expect(search.some((name) => name.startsWith('pagefind/fragment/'))).toBe(true);
  });

  it('writes exactly what a clean build (--no-cache, rendered on two threads) writes', async () => {
    const clean = await build('dist-clean', { cache: false, renderThreads: 2 });
    expect(clean.bundleFromCache).toBe(false);
    expect(clean.rendered).toBe(clean.pages);
    expect(
      changedFiles(
        await fingerprint(path.join(work, 'dist-incremental')),
        await fingerprint(path.join(work, 'dist-clean')),
      ),
    ).toEqual([]);
  });
});

describe('CSS pruning with the words collected while rendering', () => {
  it('keeps the rules of classes that only a closed tab panel uses, rendered or taken from the cache', async () => {
    // Every tab panel is in the page, the closed ones hidden (docs/behaviour.md §2.19).
    expect(await readFile(path.join(work, 'dist-full', tabbedPage), 'utf8')).toMatch(
      /<div[^>]*role="tabpanel"[^>]*hidden[^>]*>(?:(?!role="tabpanel").)*col-sm-5/s,
    );
    const rendered = await prunedCssOf(path.join(work, 'dist-full'));
    expect(rendered.css).toContain('.col-sm-5{');
    // Every page of the incremental build but one came from the cache, with its words.
    expect(incremental.reused).toBeGreaterThan(0);
    expect((await prunedCssOf(path.join(work, 'dist-incremental'))).href).toBe(rendered.href);
  });

  it('prunes from the built pages read afresh to the same stylesheet as from the words collected while rendering', async () => {
    // Every page of the first build rendered on a thread (nothing was cached), so its words came from there.
    const built = await prunedCssOf(path.join(work, 'dist-full'));
    const copy = path.join(work, 'prune-again');
    await cp(path.join(work, 'dist-full'), copy, { recursive: true });
    const again = await pruneStylesheets(copy, [built.href.replace(/\.pruned-[^.]+\.css$/, '.css')]);
    const afresh = await readFile(path.join(copy, again.stylesheets[0] ?? ''), 'utf8');
    expect(afresh).toContain('.col-sm-5{');
    expect(afresh).toBe(built.css);
  });
});

describe('a damaged build cache', () => {
  it('builds the bundles again when a stored file does not match, with the same output', async () => {
    const entry = await bundleEntry();
    const assets = path.join(entry, 'client', 'assets');
    const js = (await readdir(assets)).find((name) => name.endsWith('.js')) ?? '';
    await writeFile(path.join(assets, js), 'truncat');
    const rebuilt = await build('dist-repaired');
    expect(rebuilt.bundleFromCache).toBe(false);
    expect(
      changedFiles(
        await fingerprint(path.join(work, 'dist-incremental')),
        await fingerprint(path.join(work, 'dist-repaired')),
      ),
    ).toEqual([]);
  });

  it('fails cleanly when a page throws on a render thread: no output swapped in, nothing left behind', async () => {
    // A server bundle that throws, stored as a valid entry (hashes updated) under a new server hash, so
    // every page has to render with it. Stored under the key the build is about to compute: src/ may have
    // changed under other hands since the last build.
    const content = bundleContentOf(await loadContent(new FileSource(contentDir)));
    const key = await bundleKey({ preview: false, env: { ...process.env }, content });
    const entry = path.join(cacheDir, 'build', 'bundles', key);
    const newest = await bundleEntry();
    if (newest !== entry) await cp(newest, entry, { recursive: true });
    const metaFile = path.join(entry, 'meta.json');
    const meta = JSON.parse(await readFile(metaFile, 'utf8')) as {
      key: string;
      ssrHash: string;
      ssr_files: Array<[string, string]>;
    };
    const broken = 'export function renderPage() { throw new Error("broken on purpose"); }\n';
    await writeFile(path.join(entry, 'ssr', 'entry-server.mjs'), broken);
    meta.key = key;
    meta.ssrHash = 'broken';
    meta.ssr_files = meta.ssr_files.map(([rel, hash]) => [
      rel,
      rel === 'entry-server.mjs' ? createHash('sha256').update(broken).digest('hex') : hash,
    ]);
    await writeFile(metaFile, JSON.stringify(meta));
    const previous = await fingerprint(path.join(work, 'dist-incremental'));
    await expect(build('dist-incremental', { renderThreads: 2 })).rejects.toThrow(
      /Rendering \/\S* failed: broken on purpose/,
    );
    expect(await fingerprint(path.join(work, 'dist-incremental'))).toEqual(previous);
    expect((await readdir(work)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });
});

describe('a story that starts to use an icon no page used before', () => {
  it('bundles again with that icon, and the page draws it', async () => {
    const file = path.join(contentDir, 'stories/banca-personas/depositos-beneficios-banca-personas.json');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace('"icon": "bullseye"', '"icon": "piggy-bank"'));
    try {
      const result = await build('dist-icon');
      expect(result.bundleFromCache).toBe(false);
      expect(result.errors.filter((e) => e.code === 'missing_icon')).toEqual([]);
      const html = await readFile(
        path.join(work, 'dist-icon', 'banca-personas/depositos-beneficios-banca-personas/index.html'),
        'utf8',
      );
      expect(html).toContain('bi bi-piggy-bank');
    } finally {
      await writeFile(file, original);
    }
  });
});
