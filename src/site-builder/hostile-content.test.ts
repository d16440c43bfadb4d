/**
 * Hostile content never takes the site down, out, or outside its folder: every bad slug and every asset
 * path that leaves the content folder is a named content error from either source (the content folder and
 * the Storyblok API of the local content server), the story or block is left out, and a build of such
 * content writes nothing outside its output folder and reads no image outside the content's assets.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentError } from '../content/content-error';
import { FileSource } from '../content/file-source';
import { printableSlug } from '../content/slug-rules';
import { storyblokConfigFrom } from '../content/storyblok-config';
import { StoryblokSource } from '../content/storyblok-source';
import { startContentServer, type RunningContentServer } from '../server/content-server/server';
import { buildSite } from './build-site';
import type { BuildResult } from './report/build-result';
import { loadContent, type LoadedContent } from '../content/load/load-content';
import { defaultContentDir } from '../config/project-paths';

/** Slugs that must never become a route: each one a way out of the output, or onto a file the site owns. */
const hostileSlugs = [
  '../../x',
  'fuzz-dot/..',
  './x',
  'a//b',
  '/absoluta',
  'c:/windows',
  'editor',
  'global/sub',
  '404/sub',
  'assets/pagina',
  'content-images/pagina',
  'sitemap.xml',
  'robots.txt',
  '_headers',
  '404.html',
  'favicon.svg',
  'img/down-arrow.gif',
  'barra\\invertida',
  'nul\u0000byte',
  'control\u0007char',
  'salto\nde-linea',
  'Mayusculas',
  'pregunta?x',
  'ancla#x',
  'por%2e%2e',
  'seccion/index.html',
  'x'.repeat(300),
  Array.from({ length: 9 }, (_, i) => `${'s'.repeat(50)}${i}`).join('/'),
];

const secretPath = '../../../somewhere/secret.png';
/** Image file names that leave the content's assets folder (or are no file or https URL at all). */
const hostileImages = [
  secretPath,
  '/content-images/../../somewhere/secret.png',
  '/content-images/images/../../../somewhere/secret.png',
  '%2e%2e/%2e%2e/%2e%2e/somewhere/secret.png',
  '..\\..\\..\\somewhere\\secret.png',
  'secret\u0000.png',
  'file:///etc/passwd.png',
];
const blockedHostImage = 'https://images.evil.example/foto.png';

let work: string;
let contentDir: string;
let server: RunningContentServer;

function story(id: number, fullSlug: string, body: Record<string, unknown>[]) {
  return {
    id,
    uuid: `hostile-${id}`,
    name: `Hostil ${id}`,
    slug: fullSlug.split('/').pop() ?? fullSlug,
    full_slug: fullSlug,
    content: { _uid: `hostile-page-${id}`, component: 'page', body },
  };
}

const title = (id: number) => ({ _uid: `hostile-title-${id}`, component: 'title', title: `Título ${id}` });
const image = (uid: string, filename: string) => ({ _uid: uid, component: 'image', image: filename });

type Row = [code: string, story: string, uid: string | null, field: string | null];
const rowsOf = (errors: readonly ContentError[], codes: readonly string[]): Row[] =>
  errors
    .filter((e) => codes.includes(e.code))
    .map((e): Row => [e.code, e.story, e.uid ?? null, e.field ?? null])
    .sort();

const expectedSlugRows: Row[] = hostileSlugs
  .map((slug): Row => ['invalid_slug', printableSlug(slug), null, 'full_slug'])
  .sort();
const expectedAssetRows: Row[] = [
  ...hostileImages.map((_, i): Row => [
    'unsafe_asset_path',
    'hostil-imagenes',
    `bad-image-${i}`,
    'image.filename',
  ]),
  ['blocked_image_host', 'hostil-imagenes', 'csp-image', 'image.filename'] satisfies Row,
].sort();
const checkedCodes = ['invalid_slug', 'unsafe_asset_path', 'blocked_image_host'];

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'hostile-content-'));
  contentDir = path.join(work, 'content');
  await cp(defaultContentDir, contentDir, { recursive: true });
  // A real image outside the content folder: a build that followed the file names would publish it.
  await mkdir(path.join(work, 'somewhere'), { recursive: true });
  await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ff0000' } })
    .png()
    .toFile(path.join(work, 'somewhere', 'secret.png'));
  const dir = path.join(contentDir, 'stories', 'hostile');
  await mkdir(dir, { recursive: true });
  for (const [i, slug] of hostileSlugs.entries()) {
    await writeFile(path.join(dir, `slug-${i}.json`), JSON.stringify(story(990100 + i, slug, [title(i)])));
  }
  const images = story(990200, 'hostil-imagenes', [
    { _uid: 'kept-title', component: 'title', title: 'Título que queda' },
    ...hostileImages.map((filename, i) => image(`bad-image-${i}`, filename)),
    image('csp-image', blockedHostImage),
  ]);
  await writeFile(path.join(dir, 'images.json'), JSON.stringify(images));
  server = await startContentServer({ contentDir, log: () => {} });
});

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

function expectHostileLeftOut(content: LoadedContent): void {
  const paths = content.routes.map((r) => r.path);
  // The real stories keep their routes; none of the hostile slugs has one.
  expect(content.routes.find((r) => r.path === '/')?.story.full_slug).toBe('home');
  expect(content.global?.uuid).not.toMatch(/^hostile-/);
  expect(content.routes.filter((r) => r.story.uuid.startsWith('hostile-')).map((r) => r.path)).toEqual([
    '/hostil-imagenes/',
  ]);
  expect(paths).not.toContain('/editor/');
  const imagesPage = content.routes.find((r) => r.path === '/hostil-imagenes/')?.story;
  const uids = JSON.stringify(imagesPage?.content);
  expect(uids).toContain('kept-title');
  expect(uids).toContain('csp-image');
  expect(uids).not.toContain('bad-image-');
  expect(uids).not.toContain('secret');
}

describe('hostile stories from the content folder', () => {
  let content: LoadedContent;
  beforeAll(async () => {
    content = await loadContent(new FileSource(contentDir));
  });

  it('names every bad slug and asset path, by story, _uid and field', () => {
    expect(rowsOf(content.errors, ['invalid_slug'])).toEqual(expectedSlugRows);
    expect(rowsOf(content.errors, ['unsafe_asset_path', 'blocked_image_host'])).toEqual(expectedAssetRows);
    const blocked = content.errors.find((e) => e.code === 'blocked_image_host');
    expect(blocked?.severity).toBe('warning');
    expect(blocked?.message).toContain('images.evil.example');
    const traversal = content.errors.find((e) => e.uid === 'bad-image-0');
    expect(traversal?.severity).toBe('error');
    expect(traversal?.message).toContain(secretPath);
  });

  it('leaves those stories and blocks out', () => {
    expectHostileLeftOut(content);
  });
});

describe('hostile stories from Storyblok (the local content server)', () => {
  it('are refused the same way, in the same place', async () => {
    const config = storyblokConfigFrom({
      STORYBLOK_TOKEN: server.tokens.preview,
      STORYBLOK_ENDPOINT: server.endpoint,
    });
    if (!config) throw new Error('no Storyblok configuration');
    const content = await loadContent(
      new StoryblokSource(config, { assetsDir: path.join(contentDir, 'assets') }),
    );
    expect(rowsOf(content.errors, ['invalid_slug'])).toEqual(expectedSlugRows);
    expect(rowsOf(content.errors, ['unsafe_asset_path', 'blocked_image_host'])).toEqual(expectedAssetRows);
    expectHostileLeftOut(content);
  });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('a build of hostile content', () => {
  let result: BuildResult;
  let outDir: string;
  let before: string[];

  beforeAll(async () => {
    before = await filesUnder(work);
    // Deep, so a page that climbed out of it would land in the work folder, where it is looked for.
    outDir = path.join(work, 'out', 'site', 'dist');
    await mkdir(path.dirname(outDir), { recursive: true });
    result = await buildSite(
      { contentDir, outDir, strict: false, cacheDir: path.join(work, 'out', 'cache') },
      { log: () => {} },
    );
  });

  it('succeeds, reports every problem, and writes nothing outside its output and cache', async () => {
    expect(rowsOf(result.errors, checkedCodes)).toEqual([...expectedSlugRows, ...expectedAssetRows].sort());
    const written = (await filesUnder(work)).filter((file) => !before.includes(file));
    const outside = written.filter(
      (file) =>
        !file.startsWith(path.join('out', 'site', 'dist') + path.sep) &&
        !file.startsWith(path.join('out', 'cache') + path.sep),
    );
    expect(outside).toEqual([]);
  });

  it('keeps the home page, the preview screen and the site files the slugs aimed at', async () => {
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toContain('<title>Inicio');
    expect(await readFile(path.join(outDir, 'editor', 'index.html'), 'utf8')).toContain(
      'data-screen="editor"',
    );
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    // eslint-disable-next-line no-control-regex -- a control character would make the sitemap invalid XML
    expect(sitemap).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(sitemap).toContain('/hostil-imagenes/</loc>');
    const locPaths = [...sitemap.matchAll(/<loc>https:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locPaths.length).toBeGreaterThan(50);
    expect(locPaths.filter((p) => !/^\/([a-z0-9_-]+(\.[a-z0-9_-]+)*\/)*$/.test(p))).toEqual([]);
    expect(locPaths.filter((p) => /hostil|fuzz|sub\//.test(p))).toEqual(['/hostil-imagenes/']);
    expect(await readFile(path.join(outDir, '_headers'), 'utf8')).toContain('Content-Security-Policy');
    const top = await readdir(outDir);
    expect(top).not.toContain('Mayusculas');
    expect(top).not.toContain('x'.repeat(300));
  });

  it('publishes no image from outside the content folder', async () => {
    const images = await filesUnder(path.join(outDir, 'content-images'));
    expect(images.filter((file) => file.includes('secret'))).toEqual([]);
    const page = await readFile(path.join(outDir, 'hostil-imagenes', 'index.html'), 'utf8');
    expect(page).toContain('Título que queda');
    expect(page).not.toContain('secret');
  });

  it('fails in strict mode', async () => {
    await expect(
      buildSite(
        {
          contentDir,
          outDir: path.join(work, 'out', 'strict'),
          strict: true,
          cacheDir: path.join(work, 'out', 'cache'),
        },
        { log: () => {} },
      ),
    ).rejects.toThrow(/content error/);
  });
});
