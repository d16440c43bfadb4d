import { describe, expect, it } from 'vitest';
import { outlineDifferences, pageOutline } from './page-outline';

const page = (body: string) =>
  `<!doctype html><html><head><title>Tarjetas</title><meta name="description" content="Tarjetas de crédito"></head><body>${body}<script>var ignored = 1;</script></body></html>`;

const preactLike = page(
  '<header><nav aria-label="Menú principal"><button aria-controls="Ps0-1">Menú</button><ul id="Ps0-1"><li><a href="/tarjetas/">Tarjetas</a></li></ul></nav></header><main id="main"><h1>Tarjetas</h1><p>Pagá en cuotas.</p></main>',
);
const reactLike = page(
  '<header><nav aria-label="Menú principal"><button aria-controls="_R_1_">Menú</button><ul id="_R_1_"><li><a href="/tarjetas/">Tarjetas</a></li></ul></nav></header><!--$--><main id="main"><h1>Tarjetas</h1><p>Pagá en <!-- -->cuotas.</p></main><!--/$-->',
);

describe('pageOutline and outlineDifferences', () => {
  it('reads the title, description, text, headings, links and landmarks of a page', () => {
    const outline = pageOutline(preactLike);
    expect(outline).toMatchObject({
      title: 'Tarjetas',
      description: 'Tarjetas de crédito',
      headings: ['h1 Tarjetas'],
      links: ['/tarjetas/ Tarjetas'],
      landmarks: ['banner', 'navigation "Menú principal"', 'main'],
      unresolvedReferences: [],
    });
    expect(outline.text).toBe('MenúTarjetasTarjetasPagá en cuotas.');
  });

  it('finds no difference between two spellings of the same page, whatever ids they use', () => {
    expect(outlineDifferences(pageOutline(preactLike), pageOutline(reactLike))).toEqual([]);
  });

  it('names a changed heading, a lost link and an ARIA reference to no element', () => {
    const changed = reactLike
      .replace('<h1>Tarjetas</h1>', '<h2>Tarjetas</h2>')
      .replace('<a href="/tarjetas/">Tarjetas</a>', 'Tarjetas')
      .replace('aria-controls="_R_1_"', 'aria-controls="_R_2_"');
    const differences = outlineDifferences(pageOutline(preactLike), pageOutline(changed));
    expect(differences.map((line) => line.split(':')[0])).toEqual(['headings', 'links', 'unresolved id']);
    expect(differences.at(-1)).toBe('unresolved id: button[aria-controls] → _R_2_');
  });
});
