// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blogLinkBlock, blogMenuBlock } from '../../content/schemas/blocks/domain';
import { BlogMenuBlock } from './blog-menu';

afterEach(cleanup);

const link = (uid: string, text: string, slug: string) =>
  blogLinkBlock.schema.parse({
    _uid: uid,
    component: 'blog_link',
    text,
    link: { linktype: 'story', cached_url: slug },
  });

describe('BlogMenuBlock', () => {
  it("is a navigation titled '¡Los temas del mes!' listing its blog links", () => {
    const blok = blogMenuBlock.schema.parse({
      _uid: 'm1',
      component: 'blog_menu',
      links: [
        link('a', 'Hábitos financieros', 'blog/habitos'),
        link('b', 'Azul Premier', 'banca-personas/azul-premier/'),
      ],
    });
    const { container } = render(<BlogMenuBlock blok={blok} />);
    const nav = screen.getByRole('navigation', { name: '¡Los temas del mes!' });
    expect(within(nav).getByRole('heading', { level: 2 }).textContent).toBe('¡Los temas del mes!');
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Hábitos financieros', 'Azul Premier']);
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/banca-personas/azul-premier/');
    const arrow = container.querySelector('h2 img');
    expect(arrow?.getAttribute('src')).toBe('/img/down-arrow.gif');
    expect(arrow?.getAttribute('alt')).toBe('');
  });
});
