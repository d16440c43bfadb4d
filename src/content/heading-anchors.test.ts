import { describe, expect, it } from 'vitest';
import { slugOf, withHeadingAnchors } from './heading-anchors';
import type { Story } from './story';

const story = (body: unknown[]) =>
  ({ name: 'P', full_slug: 'p', content: { _uid: 'r', component: 'page', body } }) as unknown as Story;

describe('anchors from heading text', () => {
  it('are readable slugs of the text', () => {
    expect(slugOf('¿Cuál es el horario de atención?')).toBe('cual-es-el-horario-de-atencion');
    expect(slugOf('Agencia Santa Ana')).toBe('agencia-santa-ana');
  });

  it('are given to titles, questions and places without one, unique on the page, keeping the given ids', () => {
    const input = story([
      { _uid: '1', component: 'title', title: 'Requisitos', title_id: '' },
      { _uid: '2', component: 'title', title: 'Requisitos', title_id: '' },
      { _uid: '3', component: 'title', title: 'Tasas', title_id: 'tasas-vigentes' },
      { _uid: '4', component: 'question', question: '¿Qué es UNI?', id: '' },
      { _uid: '5', component: 'agency', title: 'Agencia Santa Ana', anchor: '' },
      { _uid: '6', component: 'row', id: 'requisitos-2', columns: [] },
      { _uid: '7', component: 'title', title: 'Main', title_id: '' },
    ]);
    const body = (withHeadingAnchors(input).content as unknown as { body: Record<string, string>[] }).body;
    expect(body.map((b) => b.title_id ?? b.id ?? b.anchor)).toEqual([
      'requisitos',
      'requisitos-3',
      'tasas-vigentes',
      'que-es-uni',
      'agencia-santa-ana',
      'requisitos-2',
      // The layout's own ids are taken.
      'main-2',
    ]);
    // The story read from the source is left as it was.
    expect((input.content as unknown as { body: Record<string, string>[] }).body[0]?.title_id).toBe('');
  });

  it('leave the global story alone: its header and footer are on every page', () => {
    const global = {
      name: 'Global',
      full_slug: 'global',
      content: {
        _uid: 'g',
        component: 'global',
        footer: [{ _uid: '1', component: 'title', title: 'Contacto', title_id: '' }],
      },
    } as unknown as Story;
    expect(withHeadingAnchors(global)).toBe(global);
  });

  it('leave the input as it was, anchoring blocks nested in lists and rich text, in the order they come', () => {
    const input = story([
      {
        _uid: '1',
        component: 'grid',
        columns: [{ _uid: '2', component: 'title', title: 'Cuentas', title_id: '' }],
      },
      {
        _uid: '3',
        component: 'faq',
        list: [{ _uid: '4', component: 'question', question: 'Cuentas', id: '' }],
      },
      { _uid: '5', component: 'row', columns: [{ _uid: '6', component: 'text', text: 'sin encabezado' }] },
    ]);
    const before = structuredClone(input);
    const output = withHeadingAnchors(input);
    expect(input).toStrictEqual(before);
    const body = (
      output.content as unknown as {
        body: { columns?: Record<string, string>[]; list?: Record<string, string>[] }[];
      }
    ).body;
    expect([body[0]?.columns?.[0]?.title_id, body[1]?.list?.[0]?.id]).toEqual(['cuentas', 'cuentas-2']);
    // What needs no anchor is shared, not copied; a story with nothing to anchor comes back as it was.
    expect(body[2]).toBe((input.content as unknown as { body: unknown[] }).body[2]);
    const plain = story([{ _uid: '7', component: 'text', text: 'nada' }]);
    expect(withHeadingAnchors(plain)).toBe(plain);
  });
});
