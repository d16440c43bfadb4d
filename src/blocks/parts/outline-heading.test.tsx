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
        <OutlineHeading blok={card} asks={3} className="agency-title">
          Ana
        </OutlineHeading>
      </HeadingOutlineProvider>,
    );
    expect(container.innerHTML).toBe('<h2 class="agency-title h3">Ana</h2>');
  });

  it('keeps its own size class when it has one', () => {
    const { container } = render(
      <HeadingOutlineProvider root={page}>
        <OutlineHeading blok={card} asks={3} className="member-name h5" id="n">
          Ana
        </OutlineHeading>
      </HeadingOutlineProvider>,
    );
    expect(container.innerHTML).toBe('<h2 id="n" class="member-name h5">Ana</h2>');
  });

  it('is drawn at the level it asks for outside a page', () => {
    const { container } = render(
      <OutlineHeading blok={card} asks={3}>
        Ana
      </OutlineHeading>,
    );
    expect(container.innerHTML).toBe('<h3>Ana</h3>');
  });
});
