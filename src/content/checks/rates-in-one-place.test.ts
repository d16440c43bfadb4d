/**
 * Rates in one place (docs/behaviour.md §2.25): the rates page publishes the loan and deposit rates as data
 * (`tabla_tasas` of `fila_tasa` rows) and its own tables; every other page refers to it ("publicadas en Tasas
 * y comisiones") or shows a simulator that reads the rows by key. A rate copied by hand onto a product page
 * goes stale the day the rates page changes, so this test fails on any.
 *
 * The rule, kept simple enough to state: outside the story that holds the rates tables, no passage of text
 * may carry both a percentage ("12%", "4.50 %") and a word that makes it a rate ("tasa", "interés", "nominal",
 * "efectiva", "rendimiento"). A passage is a rich-text paragraph, heading or list item, a whole table (its
 * header names the columns, its cells hold the figures), the same in a raw-HTML block, or a text field. It
 * does not try to tell which product a sentence speaks of, so it cannot accept a copy that happens to agree
 * with the table: it asks for no copy at all, which also rules out every copy that disagrees. Percentages
 * that are no rate (a down payment "desde el 10%", "capital 100 % salvadoreño") carry no rate word and pass.
 */
import { describe, expect, it } from 'vitest';
import { defaultContentDir } from '../../config/project-paths';
import { FileSource } from '../file-source';
import { loadContent } from '../load/load-content';

const rateWord = /\b(tasas?|inter[eé]s(es)?|nominal(es)?|efectivas?|rendimientos?)\b/i;
const percentage = /(\d+(?:[.,]\d+)?)[\s\u00a0]?%/g;

/** Figures written by hand that are no offer of the bank's, each with the reason it may stay. */
const allowed: readonly { story: string; figure: string; reason: string }[] = [
  {
    story: 'conocenos/nuestra-historia',
    figure: '5.98',
    reason: "the fixed coupon of the bank's own 2017 CIBANAZUL1 certificates, a fact of its history",
  },
  {
    story: 'inversionista',
    figure: '5.98',
    reason: "the same coupon in the certificates' description for investors, not a rate the bank offers",
  },
];

/** Rich-text nodes read as one passage each; other nodes (doc, lists, quotes) are read through. */
const passageNodes = new Set([
  'paragraph',
  'heading',
  'table',
  'list_item',
  'listItem',
  'code_block',
  'codeBlock',
]);

/** Fields that hold addresses or names, never text a visitor reads as a sentence. */
const skippedFields = new Set([
  '_uid',
  'component',
  'url',
  'cached_url',
  'href',
  'src',
  'image',
  'filename',
  'id',
  'uuid',
]);

function nodeText(node: unknown): string {
  if (typeof node !== 'object' || node === null) return '';
  const { type, text, content } = node as { type?: unknown; text?: unknown; content?: unknown };
  if (type === 'text') return typeof text === 'string' ? text : '';
  if (type === 'hard_break' || type === 'hardBreak') return ' ';
  return Array.isArray(content) ? content.map(nodeText).join(' ') : '';
}

function richTextPassages(node: unknown, out: string[]): void {
  if (typeof node !== 'object' || node === null) return;
  const { type, content } = node as { type?: unknown; content?: unknown };
  if (typeof type === 'string' && passageNodes.has(type)) out.push(nodeText(node));
  else if (Array.isArray(content)) for (const child of content) richTextPassages(child, out);
}

function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#37|percnt);/g, '%')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** A table is one passage; outside tables, each paragraph, list item, heading or line. */
function htmlPassages(html: string): string[] {
  return html
    .split(/(<table[\s\S]*?<\/table>)/i)
    .flatMap((part) =>
      /^<table/i.test(part)
        ? [htmlText(part)]
        : part.split(/<\/?(?:p|li|h[1-6]|div|br|ul|ol|dt|dd)\b[^>]*>/i).map(htmlText),
    );
}

/** Every passage of a story's content, except the rates tables' own rows. */
function passagesOf(content: unknown): string[] {
  const out: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (record.type === 'doc') return richTextPassages(record, out);
    if (record.component === 'tabla_tasas') return;
    for (const [key, field] of Object.entries(record)) {
      if (skippedFields.has(key)) continue;
      if (typeof field === 'string')
        out.push(...(record.component === 'raw_html' && key === 'html' ? htmlPassages(field) : [field]));
      else visit(field);
    }
  };
  visit(content);
  return out;
}

/** The rate figures a passage states ("4.50"), or none when it speaks of no rate. */
function statedRates(passage: string): string[] {
  if (!rateWord.test(passage)) return [];
  return [...passage.matchAll(percentage)].map((match) => (match[1] ?? '').replace(',', '.'));
}

interface StoryLike {
  full_slug: string;
  content: unknown;
}

const holdsRatesTables = (story: StoryLike) =>
  JSON.stringify(story.content).includes('"component":"tabla_tasas"');

/** "story: figures in «passage»" for each passage outside the rates page that states a rate. */
function handWrittenRates(stories: readonly StoryLike[]): string[] {
  return stories
    .filter((story) => !holdsRatesTables(story))
    .flatMap((story) =>
      passagesOf(story.content).flatMap((passage) => {
        const figures = statedRates(passage).filter(
          (figure) => !allowed.some((a) => a.story === story.full_slug && a.figure === figure),
        );
        const quoted = passage.replace(/\s+/g, ' ').trim().slice(0, 120);
        return figures.length ? [`${story.full_slug}: ${figures.join(', ')} in «${quoted}»`] : [];
      }),
    );
}

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const cell = (type: string, text: string) => ({ type, content: [paragraph(text)] });
const story = (full_slug: string, body: unknown[]) => ({
  full_slug,
  content: { _uid: 'p', component: 'page', body },
});
const text = (d: unknown) => ({ _uid: 't', component: 'text', text: d });

describe('the rule for rates written by hand', () => {
  it('finds a rate in a sentence, in a list item and in a title', () => {
    expect(
      handWrittenRates([
        story('cuentas', [
          text(
            doc(paragraph('Abrí tu cuenta desde US$25.00. Tasa nominal anual de 1.00% (datos de ejemplo).')),
          ),
          text(
            doc({
              type: 'bullet_list',
              content: [{ type: 'list_item', content: [paragraph('Rendimiento de 4,5 %')] }],
            }),
          ),
          { _uid: 'h', component: 'title', title: 'Tasa 0% en cuotas' },
        ]),
      ]),
    ).toEqual([
      'cuentas: 1.00 in «Abrí tu cuenta desde US$25.00. Tasa nominal anual de 1.00% (datos de ejemplo).»',
      'cuentas: 4.5 in «Rendimiento de 4,5 %»',
      'cuentas: 0 in «Tasa 0% en cuotas»',
    ]);
  });

  it('reads a table as one passage: the header says which columns are rates', () => {
    const table = {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [cell('tableHeader', 'Plazo'), cell('tableHeader', 'Tasa efectiva anual')],
        },
        { type: 'tableRow', content: [cell('tableCell', 'Hasta 36 meses'), cell('tableCell', '12.68%')] },
      ],
    };
    const html =
      '<p>Condiciones</p><table><thead><tr><th>Producto</th><th>Tasa nominal anual</th></tr></thead>' +
      '<tbody><tr><td>Depósito a plazo</td><td>3.90&#37;</td></tr></tbody></table>';
    expect(
      handWrittenRates([
        story('creditos', [text(doc(table)), { _uid: 'r', component: 'raw_html', html }]),
      ]).map((finding) => finding.split(' in ')[0]),
    ).toEqual(['creditos: 12.68', 'creditos: 3.90']);
  });

  it('leaves percentages that are no rate, addresses, and the rates page itself alone', () => {
    expect(
      handWrittenRates([
        story('creditos', [
          text(
            doc(
              paragraph('Prima desde el 10% del valor.'),
              paragraph('Un banco con capital 100 % salvadoreño.'),
            ),
          ),
        ]),
        story('mapa', [
          { _uid: 'i', component: 'iframe', src: 'https://maps.example/embed?bbox=-89.26%2C13.67&tasa=1' },
        ]),
        story('tasas-y-comisiones', [
          { _uid: 'tt', component: 'tabla_tasas', clave: 'x', filas: [] },
          text(doc(paragraph('Tasa de interés nominal anual 34.00%'))),
        ]),
      ]),
    ).toEqual([]);
  });

  it('allows only the listed figure on the listed story', () => {
    const coupon = [text(doc(paragraph('Certificados CIBANAZUL1 con tasa fija de 5.98 %.')))];
    expect(handWrittenRates([story('conocenos/nuestra-historia', coupon)])).toEqual([]);
    expect(handWrittenRates([story('conocenos/otra', coupon)])).toHaveLength(1);
  });
});

describe('the bundled content', () => {
  it('writes no rate by hand outside the rates page: product pages refer to it', async () => {
    const content = await loadContent(new FileSource(defaultContentDir));
    expect(content.stories.some(holdsRatesTables)).toBe(true);
    expect(handWrittenRates(content.stories)).toEqual([]);
  });
});
