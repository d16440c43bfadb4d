import { describe, expect, it } from 'vitest';
import { maxRichTextDepth, sanitizeRichText } from './rich-text-sanitize';

const text = (t: string, marks?: unknown[]) => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
const para = (...content: unknown[]) => ({ type: 'paragraph', content });

/** [path, message] of each problem, for compact expectations. */
function problemsOf(content: unknown): [string, string][] {
  return sanitizeRichText(content).problems.map((p) => [p.path, p.message]);
}

describe('sanitizeRichText: valid rich text', () => {
  it('keeps Storyblok shapes as they are, and is quiet about them', () => {
    const content = [
      { type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [text('Título')] },
      para(
        text('Hola ', [{ type: 'bold' }]),
        text('enlace', [
          {
            type: 'link',
            attrs: {
              href: '/tarjetas',
              linktype: 'story',
              target: '_self',
              anchor: null,
              uuid: 'u-1',
              custom: {},
            },
          },
        ]),
        text('color', [{ type: 'textStyle', attrs: { color: 'rgb(11 78 162)' } }]),
      ),
      {
        type: 'ordered_list',
        attrs: { order: 3 },
        content: [{ type: 'list_item', content: [para(text('a'))] }],
      },
      { type: 'blok', attrs: { id: 'b-1', body: [{ _uid: 'x', component: 'title' }] } },
    ];
    const result = sanitizeRichText(content);
    expect(result.problems).toEqual([]);
    expect(result.content).toEqual([
      content[0],
      para(
        text('Hola ', [{ type: 'bold' }]),
        text('enlace', [
          { type: 'link', attrs: { href: '/tarjetas', linktype: 'story', target: '_self', uuid: 'u-1' } },
        ]),
        text('color', [{ type: 'textStyle', attrs: { color: 'rgb(11 78 162)' } }]),
      ),
      content[2],
      content[3],
    ]);
  });

  it('reads numeric strings where Storyblok sends them, and takes attrs: null / [] and content: null as none', () => {
    const result = sanitizeRichText([
      { type: 'heading', attrs: { level: '3' }, content: [text('x', [{ type: 'bold', attrs: [] }])] },
      { type: 'paragraph', attrs: null, content: null },
    ]);
    expect(result.problems).toEqual([]);
    expect(result.content).toEqual([
      { type: 'heading', attrs: { level: 3 }, content: [text('x', [{ type: 'bold' }])] },
      { type: 'paragraph' },
    ]);
  });

  it('gives the same answer for the same content list, and a checked tree passes again unchanged', () => {
    const content = [para(text('x', [{ type: 'link' }]))];
    const first = sanitizeRichText(content);
    expect(sanitizeRichText(content)).toBe(first);
    const again = sanitizeRichText(first.content);
    expect(again.problems).toEqual([]);
    expect(again.content).toEqual(first.content);
  });
});

describe('sanitizeRichText: hostile and malformed nodes (issue 22, issue 21)', () => {
  it('image: drops dangerouslySetInnerHTML, a style string and event handlers, keeps src, alt and title', () => {
    const result = sanitizeRichText([
      {
        type: 'image',
        attrs: {
          src: 'https://a.storyblok.com/f/1/foto.png',
          alt: 'Foto',
          title: 'T',
          id: 7,
          copyright: '',
          meta_data: {},
          dangerouslySetInnerHTML: { __html: '<script>alert(1)</script>' },
          style: 'position:fixed',
          onerror: 'alert(1)',
        },
      },
    ]);
    const src = 'https://a.storyblok.com/f/1/foto.png';
    // The asset object is the image field's shape, for the build's image pipeline (src/content/images/images.ts).
    expect(result.content).toEqual([
      {
        type: 'image',
        attrs: { src, alt: 'Foto', title: 'T', asset: { filename: src, alt: 'Foto', focus: '', title: 'T' } },
      },
    ]);
    expect(result.problems.map((p) => p.path)).toEqual([
      'content.0.attrs.dangerouslySetInnerHTML',
      'content.0.attrs.style',
      'content.0.attrs.onerror',
    ]);
    expect(result.problems[0]?.message).toBe(
      'Rich-text image: attribute "dangerouslySetInnerHTML" is not one the site knows; it is left out',
    );
  });

  it('image: an unusable src leaves the image out, saying why', () => {
    for (const src of ['javascript:alert(1)', '../../secret.png', 42, undefined]) {
      const result = sanitizeRichText([{ type: 'image', attrs: src === undefined ? { alt: 'x' } : { src } }]);
      expect(result.content, String(src)).toEqual([]);
      expect(result.problems.map((p) => p.path)).toEqual(['content.0']);
      expect(result.problems[0]?.message).toMatch(/^Rich-text image: (src|has no src)/);
    }
  });

  it('heading: a level that is not 1–6, or none, becomes level 2 with a warning', () => {
    const result = sanitizeRichText([
      { type: 'heading', attrs: { level: '1 onmouseover=alert(1)' }, content: [text('A')] },
      { type: 'heading', content: [text('B')] },
      { type: 'heading', attrs: { level: 9 }, content: [text('C')] },
    ]);
    expect(result.content.map((n) => n.attrs)).toEqual([{ level: 2 }, { level: 2 }, { level: 2 }]);
    expect(result.content.map((n) => n.content?.[0]?.text)).toEqual(['A', 'B', 'C']);
    expect(result.problems.map((p) => [p.path, p.message])).toEqual([
      ['content.0.attrs.level', 'Rich-text heading: level is not a level from 1 to 6; 2 is used'],
      ['content.1.attrs', 'Rich-text heading: level is missing; 2 is used'],
      ['content.2.attrs.level', 'Rich-text heading: level is not a level from 1 to 6; 2 is used'],
    ]);
    expect(result.problems[0]?.found).toBe('"1 onmouseover=alert(1)"');
  });

  it('blok: without attrs or a list of blocks it is left out', () => {
    expect(problemsOf([{ type: 'blok' }, { type: 'blok', attrs: { body: 'x' } }])).toEqual([
      ['content.0', 'Rich-text blok: has no body; it is left out'],
      ['content.1', 'Rich-text blok: body is not a list of blocks; it is left out'],
    ]);
    expect(sanitizeRichText([{ type: 'blok' }]).content).toEqual([]);
  });

  it('link mark: without attrs, with attrs null or without href, the text stays and the link goes', () => {
    const result = sanitizeRichText([
      para(
        text('a', [{ type: 'link' }]),
        text('b', [{ type: 'link', attrs: null }, { type: 'bold' }]),
        text('c', [{ type: 'link', attrs: { linktype: 'url' } }]),
      ),
    ]);
    expect(result.content).toEqual([para(text('a'), text('b', [{ type: 'bold' }]), text('c'))]);
    expect(result.problems.map((p) => [p.path, p.message])).toEqual([
      ['content.0.content.0.marks.0', 'Rich-text link mark: has no href; the text is kept without it'],
      ['content.0.content.1.marks.0', 'Rich-text link mark: has no href; the text is kept without it'],
      ['content.0.content.2.marks.0', 'Rich-text link mark: has no href; the text is kept without it'],
    ]);
  });

  it('colours: textStyle, highlight and table-cell colours must be CSS colours', () => {
    const injection = 'red;position:fixed;z-index:2147483004;background:url(https://evil.example/x)';
    const result = sanitizeRichText([
      para(
        text('a', [{ type: 'textStyle', attrs: { color: injection } }]),
        text('b', [{ type: 'highlight', attrs: { color: 'url(https://evil.example/x)' } }]),
        text('c', [{ type: 'highlight', attrs: { color: '#fff7dc' } }]),
      ),
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [{ type: 'tableCell', attrs: { colspan: 1, backgroundColor: injection } }],
          },
        ],
      },
    ]);
    expect(JSON.stringify(result.content)).not.toContain('evil');
    expect(result.content[0]?.content?.map((n) => n.marks)).toEqual([
      [{ type: 'textStyle' }],
      [{ type: 'highlight' }],
      [{ type: 'highlight', attrs: { color: '#fff7dc' } }],
    ]);
    expect(result.problems.map((p) => [p.path, p.message])).toEqual([
      [
        'content.0.content.0.marks.0.attrs.color',
        'Rich-text textStyle mark: color is not a CSS colour; it is left out',
      ],
      [
        'content.0.content.1.marks.0.attrs.color',
        'Rich-text highlight mark: color is not a CSS colour; it is left out',
      ],
      [
        'content.1.content.0.content.0.attrs.backgroundColor',
        'Rich-text tableCell: backgroundColor is not a CSS colour; it is left out',
      ],
    ]);
  });

  it('unknown nodes keep their text, unknown marks are left out', () => {
    const result = sanitizeRichText([
      {
        type: 'callout',
        content: [{ type: 'calloutTitle', content: [text('Resumen')] }, para(text('Cuerpo'))],
      },
      para({ type: 'mention', text: 'Ana' }, text('x', [{ type: 'blink' }])),
    ]);
    expect(result.content).toEqual([text('Resumen'), para(text('Cuerpo')), para(text('Ana'), text('x'))]);
    expect(problemsOf(result.content)).toEqual([]);
    expect(result.problems.map((p) => [p.path, p.message])).toEqual([
      ['content.0', 'Rich-text node type "callout" is unknown; its text is kept'],
      ['content.0.content.0', 'Rich-text node type "calloutTitle" is unknown; its text is kept'],
      ['content.1.content.0', 'Rich-text node type "mention" is unknown; its text is kept'],
      [
        'content.1.content.1.marks.0',
        'Rich-text mark type "blink" is unknown; it is left out and the text kept',
      ],
    ]);
  });

  it('never throws, whatever the shapes, and never copies a prototype-polluting name', () => {
    const hostile: unknown[] = [
      null,
      'texto suelto',
      7,
      [],
      { type: 'text' },
      { type: 'text', text: 5 },
      { type: 42 },
      { type: 'paragraph', content: 'no es lista' },
      { type: 'paragraph', marks: 'no es lista' },
      { type: 'paragraph', attrs: 'no es objeto' },
      JSON.parse('{"type":"paragraph","attrs":{"__proto__":{"polluted":true},"constructor":"x"}}'),
      { type: 'hard_break', content: [text('dentro')] },
      { type: 'doc', content: [para(text('anidado'))] },
    ];
    const result = sanitizeRichText(hostile);
    expect(result.content).toEqual([
      { type: 'paragraph', content: [] },
      { type: 'paragraph' },
      { type: 'paragraph' },
      { type: 'paragraph' },
      { type: 'hard_break' },
      para(text('anidado')),
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // One for each entry but the nested doc, two for the paragraph with two bad attribute names.
    expect(result.problems).toHaveLength(13);
    expect(result.problems.map((p) => p.path)).toContain('content.10.attrs.__proto__');
    expect(result.problems.map((p) => p.path)).toContain('content.10.attrs.constructor');
    expect(sanitizeRichText('no es lista').problems.map((p) => p.path)).toEqual(['content']);
  });

  it('stops at a bounded depth instead of exhausting the stack', () => {
    let deep: unknown = text('fondo');
    for (let i = 0; i < 5000; i += 1) deep = { type: 'blockquote', content: [deep] };
    const result = sanitizeRichText([deep]);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.message).toContain(`more than ${maxRichTextDepth} levels`);
  });
});

describe('sanitizeRichText: the shapes of issue 21', () => {
  it('keeps link rel, title and allowed custom attributes; any other custom attribute leaves them out, named', () => {
    const link = (attrs: Record<string, unknown>) =>
      para(text('x', [{ type: 'link', attrs: { href: 'https://example.com/', linktype: 'url', ...attrs } }]));
    const result = sanitizeRichText([
      link({
        rel: 'Nofollow  Sponsored',
        title: 'Aviso',
        custom: { hreflang: 'es', 'data-x': 1, 'aria-label': 'a' },
      }),
      link({ custom: { style: 'color:red' } }),
      link({ custom: { 'data-ok': 'si', onmouseover: 'alert(1)' } }),
      link({ rel: 'x" onclick="y' }),
    ]);
    expect(result.content[0]?.content?.[0]?.marks?.[0]?.attrs).toEqual({
      href: 'https://example.com/',
      linktype: 'url',
      rel: 'nofollow sponsored',
      title: 'Aviso',
      custom: { hreflang: 'es', 'data-x': '1', 'aria-label': 'a' },
    });
    expect(result.problems.map((p) => [p.path, p.message])).toEqual([
      [
        'content.1.content.0.marks.0.attrs.custom',
        'Rich-text link mark: custom holds "style", which a link may not carry; it is left out',
      ],
      [
        'content.2.content.0.marks.0.attrs.custom',
        'Rich-text link mark: custom holds "onmouseover", which a link may not carry; it is left out',
      ],
      [
        'content.3.content.0.marks.0.attrs.rel',
        'Rich-text link mark: rel is not a list of rel keywords; it is left out',
      ],
    ]);
  });

  it('reads aliases quietly, keeps details, code language and list-item alignment, and passes again unchanged', () => {
    const content = [
      {
        type: 'orderedList',
        attrs: { order: 2 },
        content: [{ type: 'listItem', attrs: { textAlign: 'center' } }],
      },
      para(text('a', [{ type: 'strong' }, { type: 'em' }])),
      { type: 'codeBlock', attrs: { language: 'c++' }, content: [text('x')] },
      { type: 'details', attrs: { open: true }, content: [{ type: 'detailsSummary', content: [text('s')] }] },
      para({ type: 'image', attrs: { src: 'foto.svg', alt: 'Foto', meta_data: {} } }),
    ];
    const result = sanitizeRichText(content);
    expect(result.problems).toEqual([]);
    expect(result.content.map((n) => n.type)).toEqual([
      'ordered_list',
      'paragraph',
      'code_block',
      'details',
      'paragraph',
    ]);
    expect(result.content[1]?.content?.[0]?.marks).toEqual([{ type: 'bold' }, { type: 'italic' }]);
    expect(result.content[2]?.attrs).toEqual({ language: 'c++' });
    expect(result.content[0]?.content?.[0]?.attrs).toEqual({ textAlign: 'center' });
    const again = sanitizeRichText(JSON.parse(JSON.stringify(result.content)));
    expect(again.problems).toEqual([]);
    expect(again.content).toEqual(result.content);
  });

  it('a nested doc stands for its content; a block inside a paragraph splits it, named at the paragraph', () => {
    const result = sanitizeRichText([
      { type: 'doc', content: [para(text('a'), { type: 'horizontal_rule' }, text('b'))] },
    ]);
    expect(result.content).toEqual([para(text('a')), { type: 'horizontal_rule' }, para(text('b'))]);
    expect(result.problems.map((p) => [p.path, p.message])).toEqual([
      [
        'content.0.content.0',
        'Rich-text horizontal_rule inside a paragraph is shown after it, as its own block (HTML cannot hold it there)',
      ],
    ]);
  });
});

describe('sanitizeRichText: story links read with resolve_links', () => {
  it("use the inlined story's current full_slug, and drop the rest of the story quietly", () => {
    const result = sanitizeRichText([
      para(
        text('x', [
          {
            type: 'link',
            attrs: {
              href: '/nombre-viejo',
              linktype: 'story',
              uuid: 'u-1',
              story: {
                name: 'Cuentas',
                uuid: 'u-1',
                full_slug: 'banca-personas/cuentas',
                content: { _uid: 'i' },
              },
            },
          },
        ]),
      ),
    ]);
    expect(result.problems).toEqual([]);
    expect(result.content[0]?.content?.[0]?.marks?.[0]?.attrs).toEqual({
      href: '/banca-personas/cuentas',
      linktype: 'story',
      uuid: 'u-1',
    });
  });
});
