import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeFile } from '../common/paths';
import { pageDataUrl, storyRoutePath } from '../config/site-paths';
import { buildSite } from './build-site';
import type { BuildResult } from './report/build-result';
import { iconBody } from './bundle/icon-set';
import { defaultContentDir } from '../config/project-paths';
import { chunkNames } from './style/page-words.mjs';
import { reachableChunks } from './style/public-output-files';
import { buildRecordFile } from '../config/output-names';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

async function fingerprint(dir: string): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  for (const file of await listFiles(dir)) {
    map.set(
      file,
      createHash('sha256')
        .update(await readFile(path.join(dir, file)))
        .digest('hex'),
    );
  }
  return map;
}

async function readStories(contentDir: string): Promise<{ file: string; story: { full_slug: string } }[]> {
  const dir = path.join(contentDir, 'stories');
  const files = (await listFiles(dir)).filter((f) => f.endsWith('.json'));
  return Promise.all(
    files.map(async (file) => ({
      file,
      story: JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { full_slug: string },
    })),
  );
}

let work: string;

/** A copy of the bundled content in which one story has `from` (which it must contain) replaced by `to`. */
async function contentWithEdit(name: string, story: string, from: string, to: string): Promise<string> {
  const contentDir = path.join(work, name);
  await cp(defaultContentDir, contentDir, { recursive: true });
  const storyFile = path.join(contentDir, 'stories', story);
  const original = await readFile(storyFile, 'utf8');
  expect(original).toContain(from);
  await writeFile(storyFile, original.replace(from, to));
  return contentDir;
}
let first: BuildResult;
const logs: string[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'build-test-'));
  first = await buildSite(
    { contentDir: defaultContentDir, outDir: path.join(work, 'dist-a'), strict: true },
    { log: (line) => logs.push(line) },
  );
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('build of the bundled content', () => {
  it('writes an HTML page and a page-data file per story, with the HTML build hash', async () => {
    const stories = await readStories(defaultContentDir);
    const routable = stories.filter(({ story }) => story.full_slug !== 'global');
    expect(routable.length).toBeGreaterThanOrEqual(5);
    for (const { story } of routable) {
      const route = storyRoutePath(story.full_slug);
      const html = await readFile(path.join(first.outDir, routeFile(route, 'index.html')), 'utf8');
      const meta = /<meta name="build-hash" content="([^"]+)"/.exec(html)?.[1];
      expect(meta, route).toBe(first.buildHash);
      const data = JSON.parse(await readFile(path.join(first.outDir, pageDataUrl(route)), 'utf8')) as {
        hash: string;
        data: { path: string };
        context: Record<string, unknown>;
      };
      expect(data.hash, route).toBe(meta);
      expect(data.data.path).toBe(route);
    }
  });

  it('writes the not-found page twice and flags its data', async () => {
    const nested = await readFile(path.join(first.outDir, '404/index.html'), 'utf8');
    expect(await readFile(path.join(first.outDir, '404.html'), 'utf8')).toBe(nested);
    const data = JSON.parse(
      await readFile(path.join(first.outDir, 'assets/data/404/index.json'), 'utf8'),
    ) as {
      context: { __notFound?: boolean };
    };
    expect(data.context.__notFound).toBe(true);
  });

  it('gives the preview screens every icon, and the public pages only those the site uses', async () => {
    // "alarm" is named by no story and no component; its path data is in the bundle only where it is.
    const alarm = /d="([^"]+)"/.exec(iconBody('alarm'))?.[1] ?? '';
    expect(alarm.length).toBeGreaterThan(20);
    const chunksOf = async (page: string) => {
      const html = await readFile(path.join(first.outDir, page), 'utf8');
      return [...(await reachableChunks(first.outDir, chunkNames(html))).values()].join('\n');
    };
    expect(await chunksOf('editor/index.html')).toContain(alarm);
    const publicCode = await chunksOf('index.html');
    expect(publicCode).not.toContain(alarm);
    expect(publicCode).toContain(/d="([^"]+)"/.exec(iconBody('telephone'))?.[1] ?? 'telephone path');
  });

  it('puts the page text in the HTML, readable without JavaScript', async () => {
    const html = await readFile(path.join(first.outDir, 'banca-personas/remesa-azul/index.html'), 'utf8');
    expect(html).toMatch(/<h1[^>]*>Remesa Azul<\/h1>/);
    expect(html).toContain('Depósitos garantizados por el IGD');
    expect(html).toMatch(/<html lang="es">/);
    expect(html).toContain('<title>Remesa Azul - Banco Azul</title>');
  });
});

describe('a content-only change', () => {
  it('keeps the build hash and changes only the edited page', async () => {
    const contentDir = await contentWithEdit(
      'content-edited',
      'banca-personas/cuentas.json',
      'Tarjeta de débito sin costo de emisión',
      'Tarjeta de débito gratis',
    );
    const second = await buildSite(
      { contentDir, outDir: path.join(work, 'dist-b'), strict: true },
      { log: () => {} },
    );
    expect(second.buildHash).toBe(first.buildHash);
    const before = await fingerprint(first.outDir);
    const after = await fingerprint(second.outDir);
    // The search index changes with the words (its chunks are named by their content): compared apart.
    const search = (file: string) => file.startsWith('pagefind/');
    const site = (files: Iterable<string>) => [...files].filter((file) => !search(file)).sort();
    expect(site(after.keys())).toEqual(site(before.keys()));
    const changed = site(after.keys()).filter((file) => after.get(file) !== before.get(file));
    // The page and its data, each with its precompressed copies, and the build record (the page's key changed).
    const edited = ['assets/data/banca-personas/cuentas/index.json', 'banca-personas/cuentas/index.html'];
    expect(changed).toEqual(
      [buildRecordFile, ...edited.flatMap((file) => [file, `${file}.br`, `${file}.gz`])].sort(),
    );
    expect(after.get('pagefind/pagefind-entry.json')).not.toBe(before.get('pagefind/pagefind-entry.json'));
  });
});

describe('a content change that needs CSS no page used before', () => {
  it('changes the build hash, so open tabs load such pages afresh instead of unstyled', async () => {
    // No bundled page has a danger button: its rules were pruned from the stylesheet until now.
    const contentDir = await contentWithEdit(
      'content-new-rule',
      'banca-personas/remesa-azul.json',
      '"variant": "secondary"',
      '"variant": "danger"',
    );
    const third = await buildSite(
      { contentDir, outDir: path.join(work, 'dist-c'), strict: true },
      { log: () => {} },
    );
    expect(third.buildHash).not.toBe(first.buildHash);
    const home = await readFile(path.join(third.outDir, 'index.html'), 'utf8');
    expect(/<meta name="build-hash" content="([^"]+)"/.exec(home)?.[1]).toBe(third.buildHash);
    // The inline initial state carries it too.
    expect(home).toContain(`"hash":"${third.buildHash}"`);
    const data = JSON.parse(await readFile(path.join(third.outDir, pageDataUrl('/')), 'utf8')) as {
      hash: string;
    };
    expect(data.hash).toBe(third.buildHash);
  });
});

describe('a story with an unknown component', () => {
  const story = {
    name: 'Prueba',
    id: 990001,
    uuid: 'test-unknown-component',
    slug: 'prueba',
    full_slug: 'prueba',
    is_startpage: false,
    position: 0,
    content: {
      _uid: 'page-uid',
      component: 'page',
      body: [
        { _uid: 'kept-title', component: 'title', title: 'Título que se ve' },
        { _uid: 'mystery-uid', component: 'mystery_widget', label: 'No se ve' },
      ],
    },
  };

  it('builds, leaves the block out, and names story, _uid and component', async () => {
    const contentDir = path.join(work, 'content-unknown');
    await cp(defaultContentDir, contentDir, { recursive: true });
    await writeFile(path.join(contentDir, 'stories/prueba.json'), JSON.stringify(story));
    const lines: string[] = [];
    const result = await buildSite(
      { contentDir, outDir: path.join(work, 'dist-unknown'), strict: false },
      { log: (line) => lines.push(line) },
    );
    const output = lines.join('\n');
    expect(output).toContain('prueba');
    expect(output).toContain('mystery-uid');
    expect(output).toContain('mystery_widget');
    expect(result.errors.map((e) => [e.code, e.story, e.uid, e.component])).toEqual([
      ['unknown_component', 'prueba', 'mystery-uid', 'mystery_widget'],
    ]);
    const html = await readFile(path.join(result.outDir, 'prueba/index.html'), 'utf8');
    expect(html).toContain('Título que se ve');
    expect(html).not.toContain('No se ve</');
  });

  it('fails in strict mode and leaves the previous output byte-identical', async () => {
    const contentDir = path.join(work, 'content-unknown');
    const before = await fingerprint(first.outDir);
    await expect(
      buildSite({ contentDir, outDir: first.outDir, strict: true }, { log: () => {} }),
    ).rejects.toThrow(/content error/);
    expect(await fingerprint(first.outDir)).toEqual(before);
    const leftovers = (await readdir(work)).filter((name) => name.includes('.tmp-'));
    expect(leftovers).toEqual([]);
  });
});
