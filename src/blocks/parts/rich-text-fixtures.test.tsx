/**
 * The rich-text fixture corpus (fixtures/rich-text/, issue 21): real-world shapes as a Storyblok space
 * delivers them. Read with the bundled content, each renders with every one of its texts, or what is left
 * out is a warning naming story, `_uid` and node path; nothing throws. A build of the bundled content plus
 * the corpus succeeds without --strict, and its pages carry what the renderer promises (docs/behaviour.md §5.6).
 */
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { runBuildCli } from '../../test/build-cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type LoadedContent } from '../../content/load/load-content';
import { defaultContentDir, projectRoot } from '../../config/project-paths';
import type { Blok } from '../../content/blok';
import { FileSource } from '../../content/file-source';
import type { RichTextDoc } from '../../content/rich-text-types';
import { RichText } from './rich-text';

const fixturesDir = path.join(projectRoot, 'fixtures', 'rich-text');

interface Fixture {
  file: string;
  slug: string;
  raw: { full_slug: string; content: { body: { _uid: string; text: unknown }[] } };
}

/** Every string of every text node in a raw document, wherever it sits. */
function textsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => textsOf(v, out));
  else if (typeof value === 'object' && value !== null) {
    const node = value as Record<string, unknown>;
    if (node.type === 'text' && typeof node.text === 'string') out.push(node.text);
    for (const [key, v] of Object.entries(node)) if (key !== 'text') textsOf(v, out);
  }
  return out;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

let work: string;
let contentDir: string;
let fixtures: Fixture[];
let content: LoadedContent;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'rich-text-fixtures-'));
  contentDir = path.join(work, 'content');
  await cp(defaultContentDir, contentDir, { recursive: true });
  const files = (await readdir(fixturesDir)).filter((f) => f.endsWith('.json')).sort();
  fixtures = await Promise.all(
    files.map(async (file) => {
      const raw = JSON.parse(await readFile(path.join(fixturesDir, file), 'utf8')) as Fixture['raw'];
      await cp(path.join(fixturesDir, file), path.join(contentDir, 'stories', `${raw.full_slug}.json`));
      return { file, slug: raw.full_slug, raw };
    }),
  );
  content = await loadContent(new FileSource(contentDir));
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the rich-text fixture corpus, read and rendered', () => {
  it('has fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
  });

  it('gives warnings only, each naming story, _uid and the node path inside the text field', () => {
    // Pages that share a meta description are reported too (duplicate_description): not the rich text's concern.
    const ours = content.errors.filter(
      (e) => fixtures.some((f) => f.slug === e.story) && e.code !== 'duplicate_description',
    );
    expect(ours.filter((e) => e.severity !== 'warning')).toEqual([]);
    for (const warning of ours) {
      expect(warning.code).toBe('invalid_rich_text');
      expect(warning.uid).toMatch(/^rt-/);
      expect(warning.field).toMatch(/^text\.content\.\d+/);
    }
    // The fixtures that hold only valid shapes are quiet.
    const quiet = [
      'texto-enriquecido/formas-aceptadas',
      'texto-enriquecido/intencion-del-editor',
      'texto-enriquecido/nombres-tiptap',
      'texto-enriquecido/imagenes',
      'texto-enriquecido/ejemplo-de-referencia',
    ];
    expect(ours.filter((e) => quiet.includes(e.story)).map((e) => [e.story, e.field, e.message])).toEqual([]);
  });

  it('renders every text of every fixture, without throwing', () => {
    for (const fixture of fixtures) {
      const story = content.stories.find((s) => s.full_slug === fixture.slug);
      expect(story, fixture.file).toBeDefined();
      const body = (story?.content.body ?? []) as Blok[];
      expect(body.length, fixture.file).toBe(fixture.raw.content.body.length);
      body.forEach((blok, i) => {
        const html = renderToString(<RichText doc={blok.text as RichTextDoc} />);
        expect(html, `${fixture.file} block ${i}`).not.toMatch(
          /<p>(?:(?!<\/p>).)*<(?:p|div|h\d|ul|ol|table|pre|hr|blockquote|details)\b/,
        );
        for (const text of textsOf(fixture.raw.content.body[i]?.text)) {
          expect(html, `${fixture.file}: "${text}"`).toContain(escapeHtml(text));
        }
      });
    }
  });

  it('names each shape that is left out or moved', () => {
    const fieldsOf = (slug: string) =>
      content.errors
        .filter((e) => e.story === `texto-enriquecido/${slug}` && e.code !== 'duplicate_description')
        .map((e) => e.field);
    expect(fieldsOf('marcas-sin-atributos')).toEqual([
      'text.content.0.content.0.marks.0',
      'text.content.0.content.2.marks.0',
      'text.content.1.attrs',
      'text.content.2.attrs',
      'text.content.3',
      'text.content.4',
    ]);
    expect(fieldsOf('parrafo-anidado')).toEqual([
      'text.content.0',
      'text.content.1',
      'text.content.2',
      'text.content.3.content.1.content.0',
      'text.content.3.content.0',
      'text.content.4.content.0.content.0',
    ]);
    expect(fieldsOf('imagenes-storyblok')).toEqual(['text.content.1.content.0']);
    expect(fieldsOf('contenido-hostil')).toEqual([
      'text.content.1.content.0.marks.0.attrs.custom',
      'text.content.2.content.0.marks.0.attrs.color',
      'text.content.3.content.0.marks.0.attrs.class',
      'text.content.4',
      'text.content.5.content.0.marks.0',
    ]);
  });
});

const build = (outDir: string, args: string[] = []) =>
  runBuildCli(contentDir, outDir, path.join(work, 'cache'), args);

describe('a build of the bundled content plus the corpus', () => {
  let result: { code: number; stdout: string; stderr: string };
  let outDir: string;
  const page = (slug: string) => readFile(path.join(outDir, 'texto-enriquecido', slug, 'index.html'), 'utf8');

  beforeAll(async () => {
    outDir = path.join(work, 'out');
    result = await build(outDir);
  }, 600_000);

  it('succeeds without --strict and publishes every fixture page', async () => {
    expect(result.stderr).not.toMatch(/Build failed|TypeError|\n\s+at /);
    expect(result.code).toBe(0);
    for (const fixture of fixtures)
      await expect(page(fixture.slug.split('/')[1] ?? '')).resolves.toContain('<main');
  });

  it('writes images through the image pipeline: size, alt, lazy unless it is the first large image of the page, none of the asset metadata', async () => {
    const html = await page('imagenes');
    const images = html.match(/<img [^>]*alt="(?:Fachada de la agencia|Patio)"[^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    for (const img of images) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
      expect(img).not.toMatch(/ (?:id|source|copyright|meta_data)=/);
    }
    // The pipeline makes a page's first large image its LCP candidate (eager, high priority, one preload,
    // which React 19 writes for an eager image outside a <picture>); every other image is lazy and adds no
    // preload.
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[0]).toContain('loading="eager"');
    expect(images[1]).toContain('loading="lazy"');
    const preloads = html.match(/<link rel="preload"[^>]*as="image"[^>]*>/g) ?? [];
    expect(preloads.filter((l) => l.includes('activo-1041-'))).toEqual([
      '<link rel="preload" as="image" href="/content-images/images/activo-1041-fachada.svg" fetchPriority="high"/>',
    ]);
    const storyblok = await page('imagenes-storyblok');
    expect(storyblok).toMatch(/<img [^>]*srcSet="https:\/\/a\.storyblok\.com\/[^"]+\/m\/320x0 320w/i);
  });

  it('with --strict too: the corpus holds warnings only, reported by name, never a stack trace', async () => {
    const strict = await build(path.join(work, 'out-strict'), ['--strict']);
    expect(strict.stderr).not.toMatch(/TypeError|\n\s+at /);
    expect(strict.code).toBe(0);
    expect(strict.stdout).toContain(
      '[warning invalid_rich_text] _uid rt-parrafo-anidado-1 (text) field "text.content.0": ',
    );
  });

  it('never writes a block inside a paragraph', async () => {
    const html = await page('parrafo-anidado');
    expect(html).not.toMatch(/<p>(?:(?!<\/p>).)*<(?:p|div|h\d|ul|ol|table|pre|hr)\b/);
    expect(html).toContain('<p>Párrafo dentro de un párrafo</p>');
  });
});
