// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonBlock } from '../../content/schemas/blocks/basic';
import { premierProductBlock } from '../../content/schemas/blocks/domain';
import { PremierProductBlock } from './premier-product';

afterEach(cleanup);

const richtext = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Acumulá puntos Monedazul.' }] }],
};
const parse = (fields: Record<string, unknown>) =>
  premierProductBlock.schema.parse({
    _uid: 'pp1',
    component: 'premier_product',
    title: 'Tarjeta Platinum',
    image: { filename: 'platinum.svg', alt: '' },
    richtext,
    ...fields,
  });
const columnOf = (el: Element) => el.parentElement?.className;

describe('PremierProductBlock', () => {
  it('maps every field to markup', () => {
    const extra = [
      buttonBlock.schema.parse({
        _uid: 'b1',
        component: 'button',
        text: 'Solicitala',
        to: { linktype: 'story', cached_url: 'agencias' },
      }),
    ];
    render(
      <PremierProductBlock
        blok={parse({
          subtitle: 'Beneficios a tu medida',
          size: 'h3',
          alt: 'Tarjeta Visa Platinum',
          extra,
          sticky: true,
          inline: true,
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Tarjeta Platinum');
    expect(screen.getByText('Beneficios a tu medida').className).toContain('lead');
    expect(screen.getByText('Acumulá puntos Monedazul.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solicitala' }).getAttribute('href')).toBe('/agencias/');
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('/content-images/images/platinum.svg');
    expect(img.getAttribute('alt')).toBe('Tarjeta Visa Platinum');
    expect(img.className).toBe('img-fluid d-inline-block sticky-top');
    expect(columnOf(img)).toBe('col-md-5');
  });

  it("falls back to the image's own alt, then to the bank's name (docs/behaviour.md §5), and to an h2", () => {
    render(
      <PremierProductBlock blok={parse({ image: { filename: 'a.svg', alt: 'Ejecutiva atendiendo' } })} />,
    );
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Ejecutiva atendiendo');
    cleanup();
    render(<PremierProductBlock blok={parse({ alt: '' })} />);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Banco Azul');
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('puts the image on the right or centred above the text by alignment', () => {
    render(<PremierProductBlock blok={parse({ alignment: 'right' })} />);
    expect(columnOf(screen.getByRole('img'))).toBe('col-md-5 order-md-last');
    cleanup();
    render(<PremierProductBlock blok={parse({ alignment: 'center' })} />);
    expect(columnOf(screen.getByRole('img'))).toBe('col-12 text-center');
  });

  it('uses the full width for the text when there is no image', () => {
    render(<PremierProductBlock blok={parse({ image: '' })} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(columnOf(screen.getByRole('heading'))).toBe('col-12');
  });
});
