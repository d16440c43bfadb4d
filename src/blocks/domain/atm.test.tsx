// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { atmBlock } from '../../content/schemas/blocks/domain';
import { AtmBlock } from './atm';

afterEach(cleanup);

const location = {
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: 'Boulevard de Los Héroes, San Salvador.' }] },
  ],
};
const parse = (fields: Record<string, unknown>) =>
  atmBlock.schema.parse({
    _uid: 'a1',
    component: 'atm',
    title: 'Cajero Azul Metrocentro',
    location,
    ...fields,
  });

describe('AtmBlock', () => {
  it('shows title, rich-text location and a map link that opens a new tab', () => {
    render(<AtmBlock blok={parse({ url: 'https://maps.example/?q=metrocentro' })} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Cajero Azul Metrocentro');
    expect(screen.getByText('Boulevard de Los Héroes, San Salvador.').tagName).toBe('P');
    // The visible text is shared by every ATM; the accessible name says which one, words and
    // punctuation spaced as a screen reader should read them.
    const link = screen.getByRole('link', {
      name: 'Ver en el mapa: Cajero Azul Metrocentro (se abre en una pestaña nueva)',
    });
    expect(link.textContent).toBe('Ver en el mapa');
    expect(link.getAttribute('href')).toBe('https://maps.example/?q=metrocentro');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('names a link to a page of the site without the new-tab hint', () => {
    render(
      <AtmBlock blok={parse({ url: { id: '', url: '', linktype: 'story', cached_url: 'agencias' } })} />,
    );
    expect(
      screen.getByRole('link', { name: 'Ver en el mapa: Cajero Azul Metrocentro' }).getAttribute('href'),
    ).toBe('/agencias/');
  });

  it('accepts the url as a multilink', () => {
    const url = {
      id: '',
      url: 'https://maps.example/?q=x',
      linktype: 'url',
      cached_url: 'https://maps.example/?q=x',
    };
    render(<AtmBlock blok={parse({ url })} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://maps.example/?q=x');
  });

  it('has no map link without a url', () => {
    render(<AtmBlock blok={parse({ url: '' })} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
