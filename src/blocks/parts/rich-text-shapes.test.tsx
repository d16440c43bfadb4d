/**
 * Issue 21: every shape a Storyblok space delivers renders (its text kept, the element Storyblok's reference
 * renderer writes) or is named by a warning with its node path; nothing throws (docs/behaviour.md §5.6).
 * Each case goes the way content goes: the sanitiser, then the renderer.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storyblokImageData } from '../../content/image-data';
import { sanitizeRichText } from '../../content/rich-text-sanitize';
import type { RichTextNode } from '../../content/rich-text-types';
import { RichText } from './rich-text';

const text = (t: string, ...marks: unknown[]) => ({
  type: 'text',
  text: t,
  ...(marks.length ? { marks } : {}),
});
const para = (...content: unknown[]) => ({ type: 'paragraph', content });

function render(content: unknown[]): { html: string; problems: [string, string][] } {
  const checked = sanitizeRichText(content);
  const html = renderToString(<RichText doc={{ type: 'doc', content: checked.content }} />);
  return { html, problems: checked.problems.map((p) => [p.path, p.message]) };
}

describe('shapes Storyblok accepts, which used to drop the text block', () => {
  it('mark attrs [] and a strong mark: bold text, quietly', () => {
    const { html, problems } = render([
      para(text('uno', { type: 'bold', attrs: [] }), text('dos', { type: 'strong' })),
    ]);
    expect(html).toBe('<p><strong>uno</strong><strong>dos</strong></p>');
    expect(problems).toEqual([]);
  });

  it('details, detailsSummary and detailsContent: a disclosure', () => {
    const { html, problems } = render([
      {
        type: 'details',
        content: [
          { type: 'detailsSummary', content: [text('Requisitos')] },
          { type: 'detailsContent', content: [para(text('DUI vigente'))] },
        ],
      },
    ]);
    expect(html).toBe(
      '<details><summary>Requisitos</summary><div data-type="detailsContent"><p>DUI vigente</p></div></details>',
    );
    expect(problems).toEqual([]);
  });

  it('a nested doc stands for its content; content: null is an empty node', () => {
    const { html, problems } = render([
      { type: 'doc', content: [para(text('anidado'))] },
      { type: 'paragraph', content: null },
      { type: 'heading', attrs: { level: 3 }, content: null },
    ]);
    expect(html).toBe('<p>anidado</p><p><br/></p><h3></h3>');
    expect(problems).toEqual([]);
  });

  it('an empty link mark, attrs null, a heading without level, a blok without attrs: text kept, each named', () => {
    const { html, problems } = render([
      para(
        text('vacío', { type: 'link' }),
        text(' nulo', { type: 'link', attrs: null }),
        text(' lista', { type: 'link', attrs: [] }),
      ),
      { type: 'heading', content: [text('Sin nivel')] },
      { type: 'blok' },
    ]);
    expect(html).toBe('<p>vacío<!-- --> nulo<!-- --> lista</p><h2>Sin nivel</h2>');
    expect(problems).toEqual([
      ['content.0.content.0.marks.0', 'Rich-text link mark: has no href; the text is kept without it'],
      ['content.0.content.1.marks.0', 'Rich-text link mark: has no href; the text is kept without it'],
      ['content.0.content.2.marks.0', 'Rich-text link mark: has no href; the text is kept without it'],
      ['content.1.attrs', 'Rich-text heading: level is missing; 2 is used'],
      ['content.2', 'Rich-text blok: has no body; it is left out'],
    ]);
  });

  it("Tiptap's camelCase node names", () => {
    const { html, problems } = render([
      { type: 'bulletList', content: [{ type: 'listItem', content: [para(text('a'))] }] },
      { type: 'codeBlock', content: [text('x')] },
      para(text('b'), { type: 'hardBreak' }, text('c')),
    ]);
    expect(html).toBe('<ul><li><p>a</p></li></ul><pre><code>x</code></pre><p>b<br/>c</p>');
    expect(problems).toEqual([]);
  });
});

describe('markup the HTML parser would restructure is never emitted', () => {
  it('a paragraph inside a paragraph becomes three paragraphs, named', () => {
    const { html, problems } = render([para(text('antes '), para(text('dentro')), text(' después'))]);
    expect(html).toBe('<p>antes </p><p>dentro</p><p> después</p>');
    expect(html).not.toContain('<p><p>');
    expect(problems).toEqual([
      [
        'content.0',
        'Rich-text paragraph inside a paragraph is shown after it, as its own block (HTML cannot hold it there)',
      ],
    ]);
  });

  it('blocks inside headings, text straight in tables and rows, a list item in a list item', () => {
    const { html, problems } = render([
      { type: 'heading', attrs: { level: 2 }, content: [text('T'), { type: 'horizontal_rule' }] },
      { type: 'table', content: [text('suelto'), { type: 'tableRow', content: [para(text('fila'))] }] },
      {
        type: 'bullet_list',
        content: [{ type: 'list_item', content: [{ type: 'list_item', content: [para(text('li'))] }] }],
      },
      para({ type: 'blok', attrs: { body: [] } }),
    ]);
    expect(html).toContain('<h2>T</h2><hr/>');
    expect(html).toContain('<tbody><tr><td>suelto</td></tr><tr><td><p>fila</p></td></tr></tbody>');
    expect(html).toContain('<ul><li><p>li</p></li></ul>');
    expect(problems.map((p) => p[0])).toEqual([
      'content.0',
      // A child is checked (and reported) before its parent.
      'content.1.content.1.content.0',
      'content.1.content.0',
      'content.2.content.0.content.0',
      'content.3',
    ]);
  });

  it('the renderer fits unchecked content too (its own line of defence)', () => {
    const raw = [
      para(text('a'), para(text('b'))),
      { type: 'table', content: [text('c')] },
    ] as unknown as RichTextNode[];
    const html = renderToString(<RichText doc={{ type: 'doc', content: raw }} />);
    expect(html).toBe(
      '<p>a</p><p>b</p><div class="table-responsive" role="group" aria-label="Tabla (desplazable)" tabindex="0"><table class="rich-text-table"><tbody><tr><td>c</td></tr></tbody></table></div>',
    );
  });
});

describe('images go through the image pipeline', () => {
  const src = 'https://a.storyblok.com/f/287431/1920x820/3b6e1f0c2a/remesa.jpg';
  const storyblokImage = {
    type: 'image',
    attrs: {
      id: 14567890,
      alt: 'Remesa',
      src,
      title: '',
      source: '',
      copyright: '',
      meta_data: { alt: 'x' },
    },
  };

  it('the sanitiser gives the image an asset, which the build fills in; the page gets srcset, size, lazy and alt', () => {
    const checked = sanitizeRichText([para(storyblokImage)]);
    expect(checked.problems).toEqual([]);
    const image = checked.content[0]?.content?.[0];
    const asset = image?.attrs?.asset as { filename: string; data?: unknown };
    expect(asset).toEqual({ filename: src, alt: 'Remesa', focus: '', title: '' });
    // What src/content/images/images.ts attaches to every asset it finds in a story.
    asset.data = storyblokImageData(src);
    const html = renderToString(<RichText doc={{ type: 'doc', content: checked.content }} />);
    expect(html).toContain(`srcSet="${src}/m/320x0 320w`);
    expect(html).toContain('width="1920" height="820" alt="Remesa" loading="lazy"');
    for (const metadata of ['id=', 'source=', 'copyright=', 'meta_data', '[object Object]']) {
      expect(html).not.toContain(metadata);
    }
  });

  it('without build data the image is still lazy with its alt; an image without src is left out, named', () => {
    const { html, problems } = render([
      para(storyblokImage),
      para({ type: 'image', attrs: { src: null, alt: null } }),
    ]);
    expect(html).toMatch(/^<p><img src="https:\/\/a\.storyblok\.com[^"]+" alt="Remesa" loading="lazy"/);
    expect(html).toContain('<p><br/></p>');
    expect(problems).toEqual([['content.1.content.0', 'Rich-text image: src is missing; it is left out']]);
  });
});

describe("the editor's intent is kept", () => {
  it('ordered list start, alignment on paragraphs, headings and list items, blank lines', () => {
    const { html, problems } = render([
      { type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [text('T')] },
      { type: 'paragraph', attrs: { textAlign: 'right' }, content: [text('p')] },
      { type: 'paragraph' },
      {
        type: 'ordered_list',
        attrs: { order: 4 },
        content: [{ type: 'list_item', attrs: { textAlign: 'justify' }, content: [para(text('cuatro'))] }],
      },
      {
        type: 'ordered_list',
        attrs: { order: 1 },
        content: [{ type: 'list_item', content: [para(text('uno'))] }],
      },
    ]);
    expect(html).toBe(
      '<h2 style="text-align:center">T</h2><p style="text-align:right">p</p><p><br/></p>' +
        '<ol start="4"><li style="text-align:justify"><p>cuatro</p></li></ol><ol><li><p>uno</p></li></ol>',
    );
    expect(problems).toEqual([]);
  });

  it('adjacent text under one link is one <a>; rel, title and custom attributes kept', () => {
    const attrs = {
      href: 'https://www.bancoazul.example/tarifas',
      linktype: 'url',
      target: '_self',
      anchor: null,
    };
    const { html, problems } = render([
      para(
        text('tarifas ', { type: 'link', attrs }),
        text('vigentes', { type: 'link', attrs }, { type: 'bold' }),
        text(' aviso', {
          type: 'link',
          attrs: {
            ...attrs,
            rel: 'nofollow',
            title: 'Aviso legal',
            custom: { hreflang: 'es', 'data-campaign': 'verano' },
          },
        }),
      ),
    ]);
    expect(html.match(/<a /g)).toHaveLength(2);
    expect(html).toContain('tarifas <strong>vigentes</strong></a>');
    expect(html).toContain('hrefLang="es"');
    expect(html).toContain('data-campaign="verano"');
    expect(html).toContain('rel="nofollow noopener noreferrer"');
    expect(html).toContain('title="Aviso legal"');
    expect(problems).toEqual([]);
  });

  it('a URL without a scheme is external over https; javascript: and on* attributes never reach the page', () => {
    const { html, problems } = render([
      para(text('sitio', { type: 'link', attrs: { href: 'www.example.com', linktype: 'url' } })),
      para(text('js', { type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } })),
      para(
        text('on', {
          type: 'link',
          attrs: { href: 'https://example.com/', linktype: 'url', custom: { onclick: 'alert(1)' } },
        }),
      ),
    ]);
    expect(html).toContain(
      '<a href="https://www.example.com" target="_blank" rel="noopener noreferrer">sitio</a>',
    );
    expect(html).toContain('<p>js</p>');
    expect(html).not.toMatch(/alert|onclick/);
    expect(problems).toEqual([
      [
        'content.2.content.0.marks.0.attrs.custom',
        'Rich-text link mark: custom holds "onclick", which a link may not carry; it is left out',
      ],
    ]);
  });

  it('default highlight, code block language, table cell width and background', () => {
    const { html, problems } = render([
      para(text('resaltado', { type: 'highlight', attrs: { color: null } })),
      { type: 'code_block', attrs: { language: 'javascript' }, content: [text('x')] },
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [
              {
                type: 'tableCell',
                attrs: { colspan: 1, rowspan: 1, colwidth: [180], backgroundColor: '#e8f1fb' },
                content: [para(text('c'))],
              },
            ],
          },
        ],
      },
    ]);
    expect(html).toContain('<p><mark>resaltado</mark></p>');
    expect(html).toContain('<pre><code class="language-javascript">x</code></pre>');
    expect(html).toContain('<td style="background-color:#e8f1fb;width:180px"><p>c</p></td>');
    expect(problems).toEqual([]);
  });
});
