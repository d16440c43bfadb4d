// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok, storyLink, urlLink } from '../../test/test-blok';

afterEach(cleanup);

describe('LinkedElementBlock', () => {
  it('wraps its nested blocks in one link', () => {
    renderBlok(
      raw('linked_element', {
        to: storyLink('banca-personas/remesa-azul'),
        custom_classes: 'card-link',
        body: [raw('title', { title: 'Remesa Azul' }), raw('image', { image: 'remesa.svg', alt: 'Remesa' })],
      }),
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/banca-personas/remesa-azul/');
    expect(link.className).toBe('linked-element card-link');
    expect(link.querySelector('h2')?.textContent).toBe('Remesa Azul');
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('Remesa');
  });

  it('maps target and aria_label; external links open in a new tab', () => {
    renderBlok(
      raw('linked_element', {
        to: urlLink('https://ejemplo.example/'),
        aria_label: 'Sitio aliado',
        body: [],
      }),
    );
    const link = screen.getByRole('link', { name: 'Sitio aliado' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders the blocks without a link when the link is empty', () => {
    const { container } = renderBlok(
      raw('linked_element', { body: [raw('title', { title: 'Solo texto' })] }),
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Solo texto');
  });
});
