// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blogItemBlock } from '../../content/schemas/blocks/domain';
import { BlogItemBlock } from './blog-item';

afterEach(cleanup);

const article = { linktype: 'story', cached_url: 'banca-personas/azul-premier/blog/habitos' };
const parse = (fields: Record<string, unknown>) =>
  blogItemBlock.schema.parse({
    _uid: 'bi1',
    component: 'blog_item',
    image: 'habitos.svg',
    linkText: 'Hábitos financieros',
    link: article,
    ...fields,
  });

describe('BlogItemBlock', () => {
  it('shows the image and links the text to the article, with target and rel', () => {
    render(
      <BlogItemBlock
        blok={parse({ alt: 'Alcancía azul', target: '_self', rel: 'bookmark', inline: true })}
      />,
    );
    const link = screen.getByRole('link', { name: 'Hábitos financieros' });
    expect(link.getAttribute('href')).toBe('/banca-personas/azul-premier/blog/habitos/');
    expect(link.getAttribute('target')).toBe('_self');
    expect(link.getAttribute('rel')).toBe('bookmark');
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('/content-images/images/habitos.svg');
    expect(img.getAttribute('alt')).toBe('Alcancía azul');
    expect(img.classList.contains('d-inline-block')).toBe(true);
  });

  it("opens a new tab safely, and falls back to 'No alt description' (docs/behaviour.md §5)", () => {
    render(<BlogItemBlock blok={parse({ target: '_blank' })} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('No alt description');
    expect(screen.getByRole('img').classList.contains('d-inline-block')).toBe(false);
  });

  it('shows the text without a link when the link is not set', () => {
    render(<BlogItemBlock blok={parse({ link: '', image: '' })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Hábitos financieros').tagName).toBe('P');
  });
});
