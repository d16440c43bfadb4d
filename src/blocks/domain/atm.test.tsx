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
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://maps.example/?q=metrocentro');
    expect(link.getAttribute('target')).toBe('_blank');
    // The visible text is shared by every ATM; the hidden part says which one.
    expect(link.textContent).toBe('Ver en el mapa: Cajero Azul Metrocentro (se abre en una pestaña nueva)');
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
