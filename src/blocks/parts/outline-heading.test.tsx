// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadingOutlineProvider } from './heading-outline-context';
import { OutlineHeading } from './outline-heading';

afterEach(cleanup);

const h1 = { _uid: 'a', component: 'title', title: 'Tarjetas', size: 'h1' };
const card = { _uid: 'b', component: 'member', name: 'Ana' };
const page = { _uid: 'p', component: 'page', body: [h1, card] };

describe('OutlineHeading', () => {
  it("is drawn at its place in the page's outline, with the size class of the level it asked for", () => {
    const { container } = render(
      <HeadingOutlineProvider root={page}>
        <OutlineHeading blok={card} className="agency-title">
          Ana
        </OutlineHeading>
      </HeadingOutlineProvider>,
    );
    expect(container.innerHTML).toBe('<h2 class="agency-title h3">Ana</h2>');
  });

  it('keeps its own size class when it has one', () => {
    const { container } = render(
      <HeadingOutlineProvider root={page}>
        <OutlineHeading blok={card} className="member-name h5" id="n">
          Ana
        </OutlineHeading>
      </HeadingOutlineProvider>,
    );
    expect(container.innerHTML).toBe('<h2 id="n" class="member-name h5">Ana</h2>');
  });

  it('is drawn at the level it asks for outside a page', () => {
    const { container } = render(<OutlineHeading blok={card}>Ana</OutlineHeading>);
    expect(container.innerHTML).toBe('<h3>Ana</h3>');
  });

  it("is drawn at the level heading-levels.ts gives the block: a title's size", () => {
    const { container } = render(<OutlineHeading blok={{ ...h1, size: 'h4' }}>Tarjetas</OutlineHeading>);
    expect(container.innerHTML).toBe('<h4>Tarjetas</h4>');
  });

  it('refuses a block that heading-levels.ts gives no heading, naming it', () => {
    const period = { _uid: 'p1', component: 'period', date: '  ' };
    expect(() => render(<OutlineHeading blok={period}>x</OutlineHeading>)).toThrow(/period block \(p1\)/);
  });
});
