// @vitest-environment happy-dom
/**
 * The renderer's own line of defence (docs/behaviour.md §5.6): even a document that never went through the
 * normaliser renders without throwing and without its hostile attributes.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RichTextDoc } from '../../content/schemas/rich-text';
import { RichText } from './rich-text';

const injection = 'red;position:fixed;z-index:2147483004;background:url(https://evil.example/x.png)';
const text = (t: string, marks?: unknown[]) => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });

/** Raw, unchecked content, as a hostile or broken space could deliver it. */
const hostile = {
  type: 'doc',
  content: [
    {
      type: 'image',
      attrs: {
        src: 'https://a.storyblok.com/f/1/foto.png',
        alt: 'Foto',
        dangerouslySetInnerHTML: { __html: '<script>alert("xss")</script>' },
        style: 'position:fixed',
        onerror: 'alert(1)',
      },
    },
    { type: 'image', attrs: { src: 'javascript:alert(1)' } },
    { type: 'heading', attrs: { level: '1 onmouseover=alert(1)' }, content: [text('Título hostil')] },
    { type: 'heading', content: [text('Título sin nivel')] },
    { type: 'blok' },
    { type: 'code_block', content: [text('código')] },
    { type: 'emoji', attrs: { name: 'x', emoji: { toString: 'objeto' } } },
    { type: 'emoji', attrs: { name: 'y', fallbackImage: 'javascript:alert(1)' } },
    null,
    { type: 'paragraph', content: [{ type: 'text', text: { objeto: true } }, text('marca nula', [null])] },
    {
      type: 'paragraph',
      content: [
        text('sin attrs', [{ type: 'link' }]),
        text('attrs null', [{ type: 'link', attrs: null }]),
        text('color', [{ type: 'textStyle', attrs: { color: injection } }]),
        text('resaltado', [{ type: 'highlight', attrs: { color: injection } }]),
        text('script', [{ type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } }]),
      ],
    },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [{ type: 'tableCell', attrs: { backgroundColor: injection }, content: [] }],
        },
      ],
    },
  ],
} as unknown as RichTextDoc;

describe('RichText with unchecked hostile content', () => {
  it('renders the text and none of the hostile values', () => {
    const html = renderToString(<RichText doc={hostile} />);
    for (const kept of [
      'Título hostil',
      'Título sin nivel',
      'sin attrs',
      'attrs null',
      'color',
      'resaltado',
      'código',
    ]) {
      expect(html).toContain(kept);
    }
    expect(html).toContain('<h2>Título hostil</h2>');
    expect(html).toContain(
      '<img src="https://a.storyblok.com/f/1/foto.png" alt="Foto" loading="lazy" decoding="async" data-loaded="false"/>',
    );
    for (const gone of ['evil', 'position', 'onmouseover', 'onerror', 'alert', '<script']) {
      expect(html).not.toContain(gone);
    }
  });

  it('keeps checked colours, levels and links', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 4 }, content: [text('Nivel 4')] },
        {
          type: 'paragraph',
          content: [
            text('azul', [{ type: 'textStyle', attrs: { color: '#0b4ea2' } }]),
            text('ir', [{ type: 'link', attrs: { href: 'https://example.com/', linktype: 'url' } }]),
          ],
        },
      ],
    } as RichTextDoc;
    const html = renderToString(<RichText doc={doc} />);
    expect(html).toContain('<h4>Nivel 4</h4>');
    expect(html).toContain('<span style="color:#0b4ea2">azul</span>');
    expect(html).toContain('href="https://example.com/"');
  });
});
