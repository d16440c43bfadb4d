import { describe, expect, it } from 'vitest';
import { headingOutline } from './heading-outline';

let uid = 0;
const blok = (component: string, fields: Record<string, unknown> = {}) => ({
  _uid: `b${++uid}`,
  component,
  ...fields,
});
const title = (size: string) => blok('title', { title: size, size });

describe('headingOutline', () => {
  it('counts a period as a heading exactly when it draws its date (period.tsx: a blank date draws none)', () => {
    const dated = blok('period', { date: '2015-07-20 00:00' });
    const blank = blok('period', { date: '   ' });
    const outline = headingOutline(blok('page', { body: [title('h1'), dated, blank] }));
    expect([outline.get(dated), outline.get(blank)]).toEqual([2, undefined]);
  });

  it('never puts a heading more than one level below the heading before it', () => {
    const h1 = title('h1');
    const cards = [title('h3'), title('h3')];
    const section = title('h2');
    const deep = [title('h4'), title('h4')];
    const page = blok('page', { body: [h1, ...cards, section, ...deep] });
    const outline = headingOutline(page);
    expect([h1, ...cards, section, ...deep].map((b) => outline.get(b))).toEqual([1, 2, 2, 2, 3, 3]);
  });

  it('never raises a heading above the level it asks for, and keeps the first as it is', () => {
    const first = title('h3');
    const h5 = title('h5');
    const h2 = title('h2');
    const outline = headingOutline(blok('page', { body: [first, h5, h2] }));
    expect([first, h5, h2].map((b) => outline.get(b))).toEqual([3, 4, 2]);
  });

  it("counts the cards' fixed levels, an accordion's togglers and rich text's headings as the page draws them", () => {
    const h1 = title('h1');
    const member = blok('member', { name: 'Ana' });
    const inAccordion = blok('toggler', { closed_text: 'Ver' });
    const alone = blok('toggler', { closed_text: 'Ver' });
    const text = blok('text', {
      text: { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [] }] },
    });
    const afterText = title('h4');
    const page = blok('page', {
      body: [h1, member, blok('accordion', { togglers: [inAccordion] }), alone, text, afterText],
    });
    const outline = headingOutline(page);
    expect(outline.get(member)).toBe(2);
    expect(outline.get(inAccordion)).toBe(2);
    expect(outline.has(alone)).toBe(false);
    expect(outline.get(afterText)).toBe(3);
  });

  it("follows a cascade page's drawn order: columns before the body", () => {
    const h1 = title('h1');
    const inBody = title('h3');
    const inLeft = title('h2');
    const page = blok('cascade_page', { header: [h1], body: [inBody], left: [inLeft], right: [] });
    const outline = headingOutline(page);
    expect(outline.get(inLeft)).toBe(2);
    expect(outline.get(inBody)).toBe(3);
  });
});
