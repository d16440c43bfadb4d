// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { textBlock } from '../../content/schemas/blocks/basic';
import { featuredBoxBlock } from '../../content/schemas/blocks/domain';
import { FeaturedBoxBlock } from './featured-box';

afterEach(cleanup);

const body = [
  textBlock.schema.parse({
    _uid: 't1',
    component: 'text',
    text: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Filas preferenciales.' }] }],
    },
  }),
];
const parse = (fields: Record<string, unknown>) =>
  featuredBoxBlock.schema.parse({
    _uid: 'fb1',
    component: 'featured_box',
    image: 'salas.svg',
    body,
    ...fields,
  });

describe('FeaturedBoxBlock', () => {
  it('shows the image, the highlighted line and the body', () => {
    render(
      <FeaturedBoxBlock
        blok={parse({ alt: 'Sala exclusiva', boxHighlight: 'Atención prioritaria', inline: true })}
      />,
    );
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('/content-images/images/salas.svg');
    expect(img.getAttribute('alt')).toBe('Sala exclusiva');
    expect(img.classList.contains('d-inline-block')).toBe(true);
    expect(screen.getByText('Atención prioritaria').className).toBe('featured-box-highlight');
    expect(screen.getByText('Filas preferenciales.')).toBeTruthy();
  });

  it("falls back to the bank's name as alt (docs/behaviour.md §5) and omits an empty highlight", () => {
    const { container } = render(<FeaturedBoxBlock blok={parse({})} />);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Banco Azul');
    expect(container.querySelector('.featured-box-highlight')).toBeNull();
  });
});
