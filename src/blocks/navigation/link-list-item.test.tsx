// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok, storyLink } from '../../test/test-blok';

afterEach(cleanup);

describe('LinkListItemBlock', () => {
  it('maps to, target and text', () => {
    renderBlok(
      raw('link_list_item', {
        text: 'Seguridad',
        to: storyLink('privacidad-de-datos', 'seguridad'),
        target: '_blank',
      }),
    );
    const link = screen.getByRole('link', { name: 'Seguridad' });
    expect(link.getAttribute('href')).toBe('/privacidad-de-datos/#seguridad');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens internal links in the same tab by default', () => {
    renderBlok(raw('link_list_item', { text: 'Inicio', to: storyLink('home') }));
    expect(screen.getByRole('link', { name: 'Inicio' }).hasAttribute('target')).toBe(false);
  });

  it('shows plain text when the link is empty', () => {
    const { container } = renderBlok(raw('link_list_item', { text: 'Próximamente', to: '' }));
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Próximamente');
  });
});
