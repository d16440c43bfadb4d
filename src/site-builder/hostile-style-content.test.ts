/**
 * Hostile rich text and style values (issue 22, docs/behaviour.md §5.5–5.7): a build without --strict
 * exits 0, the page is published with its text, no hostile value reaches the HTML or the page data, and
 * each value left out is a warning naming story, `_uid` and field or rich-text node path. Warnings never
 * fail a build, so the strict build passes too.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runBuildCli } from '../test/build-cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileSource } from '../content/file-source';
import { loadContent } from '../content/load/load-content';
import { defaultContentDir } from '../config/project-paths';

const slug = 'hostil-estilos';
const injection =
  'red;position:fixed;top:0;left:0;z-index:2147483004;background:url(https://evil.example/x.png)';
/** Strings of which none may reach a published file. */
const hostileMarks = [
  'evil.example',
  'onmouseover',
  'position:fixed',
  'position: fixed',
  'inset:0',
  'z-index:2147483004',
  'alert(',
  '<script>alert',
];

const text = (t: string, marks?: unknown[]) => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
const para = (...content: unknown[]) => ({ type: 'paragraph', content });
const richBlock = (uid: string, ...content: unknown[]) => ({
  _uid: uid,
  component: 'text',
  text: { type: 'doc', content },
});

const body = [
  richBlock(
    'rt-image-html',
    {
      type: 'image',
      attrs: {
        src: 'https://a.storyblok.com/f/1/x.png',
        alt: 'Foto',
        dangerouslySetInnerHTML: { __html: '<script>alert(1)</script>' },
      },
    },
    para(text('Texto uno que queda')),
  ),
  richBlock('rt-image-style', {
    type: 'image',
    attrs: { src: 'https://a.storyblok.com/f/1/y.png', style: injection },
  }),
  richBlock('rt-heading', {
    type: 'heading',
    attrs: { level: '1 onmouseover=alert(1)' },
    content: [text('Título hostil')],
  }),
  richBlock('rt-heading-nolevel', { type: 'heading', content: [text('Título sin nivel')] }),
  richBlock('rt-blok', { type: 'blok' }, para(text('Texto tras el bloque'))),
  richBlock(
    'rt-links',
    para(
      text('Enlace sin attrs', [{ type: 'link' }]),
      text(' y enlace nulo', [{ type: 'link', attrs: null }]),
    ),
  ),
  richBlock(
    'rt-colors',
    para(
      text('Color hostil', [{ type: 'textStyle', attrs: { color: injection } }]),
      text(' y resaltado hostil', [{ type: 'highlight', attrs: { color: injection } }]),
    ),
  ),
  {
    _uid: 'hostile-slider',
    component: 'slider',
    background: injection,
    slides: [
      {
        _uid: 'hostile-slide',
        component: 'slide',
        caption: 'Diapositiva que queda',
        background: injection,
        img_blank_color: injection,
      },
    ],
  },
  { _uid: 'hostile-generic', component: 'generic_block', background: injection, body: [] },
  {
    _uid: 'hostile-carousel',
    component: 'carousel',
    panels: [
      {
        _uid: 'hostile-panel',
        component: 'carousel_panel',
        styles: `background: #e8f1fb; padding: 1rem; position:fixed;inset:0;z-index:2147483004;background:url(https://evil.example/x.png)`,
        body: [{ _uid: 'panel-title', component: 'title', title: 'Panel que queda' }],
      },
    ],
  },
  {
    _uid: 'unknown-field',
    component: 'title',
    title: 'Título con campo de más',
    subtitel: 'campo desconocido',
  },
];

/** [_uid, component, field] of each warning the story must produce, all reported with the story's slug. */
const expectedWarnings: [code: string, uid: string, component: string, field: string][] = [
  ['invalid_rich_text', 'rt-image-html', 'text', 'text.content.0.attrs.dangerouslySetInnerHTML'],
  ['invalid_rich_text', 'rt-image-style', 'text', 'text.content.0.attrs.style'],
  ['invalid_rich_text', 'rt-heading', 'text', 'text.content.0.attrs.level'],
  ['invalid_rich_text', 'rt-heading-nolevel', 'text', 'text.content.0.attrs'],
  ['invalid_rich_text', 'rt-blok', 'text', 'text.content.0'],
  ['invalid_rich_text', 'rt-links', 'text', 'text.content.0.content.0.marks.0'],
  ['invalid_rich_text', 'rt-links', 'text', 'text.content.0.content.1.marks.0'],
  ['invalid_rich_text', 'rt-colors', 'text', 'text.content.0.content.0.marks.0.attrs.color'],
  ['invalid_rich_text', 'rt-colors', 'text', 'text.content.0.content.1.marks.0.attrs.color'],
  ['invalid_color', 'hostile-slider', 'slider', 'background'],
  ['invalid_color', 'hostile-slide', 'slide', 'img_blank_color'],
  ['invalid_color', 'hostile-slide', 'slide', 'background'],
  ['invalid_color', 'hostile-generic', 'generic_block', 'background'],
  ['fallback_value', 'hostile-panel', 'carousel_panel', 'styles'],
  ['unknown_field', 'unknown-field', 'title', 'subtitel'],
];

let work: string;
let contentDir: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'hostile-style-'));
  contentDir = path.join(work, 'content');
  await cp(defaultContentDir, contentDir, { recursive: true });
  const story = {
    id: 990300,
    uuid: 'hostile-style',
    name: 'Estilos hostiles',
    slug,
    full_slug: slug,
    content: { _uid: 'hostile-style-page', component: 'page', body },
  };
  await mkdir(path.join(contentDir, 'stories', 'hostile'), { recursive: true });
  await writeFile(path.join(contentDir, 'stories', 'hostile', 'styles.json'), JSON.stringify(story));
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('hostile rich text and style values, as read', () => {
  it('are warnings naming story, _uid and field or node path, and only these', async () => {
    const content = await loadContent(new FileSource(contentDir));
    const rows = content.errors.map((e) => [e.code, e.severity, e.story, e.uid, e.component, e.field]);
    expect(rows.sort()).toEqual(
      expectedWarnings
        .map(([code, uid, component, field]) => [code, 'warning', slug, uid, component, field])
        .sort(),
    );
  });
});

const build = (outDir: string, args: string[] = []) =>
  runBuildCli(contentDir, outDir, path.join(work, 'cache'), args);

describe('a build with hostile rich text and style values', () => {
  let result: { code: number; stdout: string; stderr: string };
  let outDir: string;

  beforeAll(async () => {
    outDir = path.join(work, 'out');
    result = await build(outDir);
  });

  it('exits 0 without --strict and reports each value left out, by story, _uid and field', () => {
    expect(result.stderr).not.toMatch(/Build failed/);
    expect(result.code).toBe(0);
    const report = result.stdout.slice(result.stdout.indexOf(`  ${slug}\n`));
    expect(report.startsWith(`  ${slug}\n`)).toBe(true);
    for (const [code, uid, component, field] of expectedWarnings) {
      expect(report, `${uid} ${field}`).toContain(
        `[warning ${code}] _uid ${uid} (${component}) field "${field}": `,
      );
    }
  });

  it('publishes the page with its text and without any hostile value', async () => {
    const html = await readFile(path.join(outDir, slug, 'index.html'), 'utf8');
    const data = await readFile(path.join(outDir, 'assets', 'data', slug, 'index.json'), 'utf8');
    for (const kept of [
      'Texto uno que queda',
      '<h2>Título hostil</h2>',
      '<h2>Título sin nivel</h2>',
      'Texto tras el bloque',
      'Enlace sin attrs',
      'Color hostil',
      'Diapositiva que queda',
      'Título con campo de más',
      'Panel que queda',
      'style="background:#e8f1fb;padding:1rem"',
      'src="https://a.storyblok.com/f/1/y.png"',
    ]) {
      expect(html, kept).toContain(kept);
    }
    for (const mark of hostileMarks) {
      expect(html, mark).not.toContain(mark);
      expect(data, mark).not.toContain(mark);
    }
    expect(data).not.toContain('campo desconocido');
    const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(home).toContain('<title>Inicio');
  });

  it('passes --strict too: a value left out is a warning, never an error', async () => {
    const strict = await build(path.join(work, 'out-strict'), ['--strict']);
    expect(strict.stderr).not.toMatch(/Build failed/);
    expect(strict.code).toBe(0);
  });
});
