// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blogLinkBlock } from '../../content/schemas/blocks/domain';
import { BlogLinkBlock } from './blog-link';

afterEach(cleanup);

describe('BlogLinkBlock', () => {
  it('links its text to the target story, with the anchor', () => {
    const blok = blogLinkBlock.schema.parse({
      _uid: 'l1',
      component: 'blog_link',
      text: 'Depósitos garantizados',
      link: { linktype: 'story', cached_url: 'preguntas-frecuentes', anchor: 'deposito-garantizado' },
    });
    render(<BlogLinkBlock blok={blok} />);
    expect(screen.getByRole('link', { name: 'Depósitos garantizados' }).getAttribute('href')).toBe(
      '/preguntas-frecuentes/#deposito-garantizado',
    );
  });

  it('shows plain text without a link', () => {
    render(
      <BlogLinkBlock
        blok={blogLinkBlock.schema.parse({ _uid: 'l2', component: 'blog_link', text: 'Pronto' })}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Pronto')).toBeTruthy();
  });
});
