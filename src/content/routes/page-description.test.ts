import { describe, expect, it } from 'vitest';
import type { Blok } from '../blok';
import { cutAtSentence, introductionText, minIntroductionLength, pageDescription } from './page-description';

const paragraph = (...texts: string[]) => ({
  type: 'paragraph',
  content: texts.map((text) => ({ type: 'text', text })),
});
const doc = (...content: object[]) => ({ type: 'doc', content });
const text = (uid: string, ...content: object[]) => ({ _uid: uid, component: 'text', text: doc(...content) });
const page = (fields: Record<string, unknown>): Blok => ({ _uid: 'p', component: 'page', ...fields });

const intro = 'Abrí tu cuenta de ahorro con un depósito inicial desde US$25.00 y manejala desde Mi BancAzul.';

describe('cutAtSentence', () => {
  it('keeps a text that fits whole, on one line', () => {
    expect(cutAtSentence('  Hola,\n  mundo.  ')).toBe('Hola, mundo.');
    const exact = 'a'.repeat(159) + '.';
    expect(cutAtSentence(exact)).toBe(exact);
  });

  it('keeps as many whole sentences as fit in 160 characters', () => {
    const first = 'En Banco Azul tu dinero trabaja para vos.';
    const second = 'Elegí una cuenta de ahorro para tener tu dinero disponible cuando lo necesités.';
    const third =
      'O un depósito a plazo fijo para obtener una mejor tasa por un período definido, con la asesoría de tu ejecutivo.';
    const cut = cutAtSentence(`${first} ${second} ${third}`);
    expect(cut).toBe(`${first} ${second}`);
    expect(cut.length).toBeLessThanOrEqual(160);
  });

  it('does not end a sentence at an amount or an abbreviation followed by lower case', () => {
    const text = `Depositá desde US$25.00 en Banco Azul, S.A. de C.V. y recibí tu tarjeta. ${'Otra frase larga. '.repeat(10)}`;
    expect(cutAtSentence(text)).toMatch(
      /^Depositá desde US\$25\.00 en Banco Azul, S\.A\. de C\.V\. y recibí tu tarjeta\./,
    );
  });

  it('ends at a question or an exclamation too', () => {
    const text = `¿Querés ahorrar? ¡Abrí tu cuenta hoy! ${'x'.repeat(200)}`;
    expect(cutAtSentence(text)).toBe('¿Querés ahorrar? ¡Abrí tu cuenta hoy!');
  });

  it('cuts a first sentence longer than the limit after its last whole word, with an ellipsis', () => {
    const words = 'financiamiento estructurado para corporaciones '.repeat(6);
    const cut = cutAtSentence(words);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.at(-2)).not.toBe(' ');
  });

  it('cuts a single word longer than the limit too', () => {
    expect(cutAtSentence('x'.repeat(300))).toBe(`${'x'.repeat(159)}…`);
  });

  it('honours another limit', () => {
    expect(cutAtSentence('Una. Dos. Tres.', 9)).toBe('Una. Dos.');
  });
});

describe('introductionText', () => {
  it("is the first paragraph of the body's text blocks", () => {
    const content = page({
      body: [{ _uid: 't', component: 'title', title: 'Cuentas' }, text('a', paragraph(intro))],
    });
    expect(introductionText(content)).toBe(intro);
  });

  it("reads the banner's introduction in the header before the body", () => {
    const content = page({
      header: [
        {
          _uid: 'b',
          component: 'banner',
          title: 'T',
          topBody: [],
          introduction: doc(paragraph(intro)),
          body: [],
        },
      ],
      body: [text('a', paragraph('Otro párrafo que no es la introducción de la página, aunque sea largo.'))],
    });
    expect(introductionText(content)).toBe(intro);
  });

  it('joins the marks and links of a paragraph into one line', () => {
    const content = page({
      body: [
        text('a', paragraph('Abrí tu cuenta ', 'desde Mi BancAzul', ' sin ir a una agencia ni hacer filas.')),
      ],
    });
    expect(introductionText(content)).toBe(
      'Abrí tu cuenta desde Mi BancAzul sin ir a una agencia ni hacer filas.',
    );
  });

  it('looks inside rows, columns and generic blocks', () => {
    const content = page({
      body: [
        {
          _uid: 'r',
          component: 'row',
          columns: [
            {
              _uid: 'c',
              component: 'column',
              body: [{ _uid: 'g', component: 'generic_block', body: [text('a', paragraph(intro))] }],
            },
          ],
        },
      ],
    });
    expect(introductionText(content)).toBe(intro);
  });

  it('skips short paragraphs (labels, dates), headings and list items', () => {
    const content = page({
      body: [
        text(
          'a',
          {
            type: 'heading',
            attrs: { level: 2 },
            content: [{ type: 'text', text: 'Un encabezado largo que no es un párrafo de texto corrido.' }],
          },
          paragraph('Nuevo en el blog · 7 de julio'),
          {
            type: 'bullet_list',
            content: [
              {
                type: 'list_item',
                content: [paragraph('Un elemento de lista bastante largo para ser introducción.')],
              },
            ],
          },
          paragraph(intro),
        ),
      ],
    });
    expect('Nuevo en el blog · 7 de julio'.length).toBeLessThan(minIntroductionLength);
    expect(introductionText(content)).toBe(intro);
  });

  it('does not read the text of cards, accordions or carousels', () => {
    const content = page({
      body: [
        { _uid: 'q', component: 'question', question: '¿Pregunta?', body: [text('a', paragraph(intro))] },
        { _uid: 'acc', component: 'accordion', items: [text('b', paragraph(intro))] },
      ],
    });
    expect(introductionText(content)).toBe('');
  });

  it('is empty for a page without running text', () => {
    expect(introductionText(page({ body: [] }))).toBe('');
    expect(introductionText(page({}))).toBe('');
  });
});

describe('pageDescription', () => {
  it("is the story's seo_description when it has one", () => {
    const content = page({ seo_description: 'Lo que dice el editor.', body: [text('a', paragraph(intro))] });
    expect(pageDescription(content)).toBe('Lo que dice el editor.');
  });

  it('falls back to the introduction, cut at a sentence', () => {
    const long = `${intro} Y una segunda oración, con mucho más texto que el que entra en la descripción de la página.`;
    expect(pageDescription(page({ seo_description: '', body: [text('a', paragraph(long))] }))).toBe(intro);
  });

  it('is empty when the page has neither (the head then says the site description)', () => {
    expect(pageDescription(page({ seo_description: '  ', body: [] }))).toBe('');
  });
});
