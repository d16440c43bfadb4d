import { describe, expect, it } from 'vitest';
import { blokPlainText } from './plain-text';

describe('blokPlainText', () => {
  it('reads headings, list items, hard breaks and table cells as lines of plain text', () => {
    const rich = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Título' }] },
        {
          type: 'bullet_list',
          content: [
            { type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'uno' }] }] },
            { type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'dos' }] }] },
          ],
        },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'a' }, { type: 'hard_break' }, { type: 'text', text: 'b' }],
        },
      ],
    };
    expect(blokPlainText([{ _uid: 't', component: 'text', text: rich }])).toBe('Título\nuno\ndos\na\nb');
  });

  it("reads a place's location (a doc on its own) a line per paragraph and per line break", () => {
    const location = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Centro Comercial Metrocentro,  San Salvador.' },
            { type: 'hard_break' },
            { type: 'text', text: 'Disponible 24 horas.', marks: [{ type: 'italic' }] },
          ],
        },
        { type: 'paragraph', content: [] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Retiros y consultas.' }] },
      ],
    };
    expect(blokPlainText(location)).toBe(
      'Centro Comercial Metrocentro, San Salvador.\nDisponible 24 horas.\nRetiros y consultas.',
    );
  });
});
