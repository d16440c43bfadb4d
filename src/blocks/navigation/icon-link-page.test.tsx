// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok, storyLink } from '../../test/test-blok';

afterEach(cleanup);

describe('IconLinkPageBlock', () => {
  it('is one link to the page holding icon, title and text', () => {
    renderBlok(
      raw('icon_link_page', {
        icon: 'geo-alt',
        title: 'Agencias',
        text: 'Encontrá la agencia más cercana.',
        to: storyLink('agencias'),
        custom_classes: 'h-100',
      }),
    );
    const link = screen.getByRole('link', { name: 'Agencias Encontrá la agencia más cercana.' });
    expect(link.getAttribute('href')).toBe('/agencias/');
    expect(link.className).toBe('icon-link-page h-100');
    expect(link.querySelector('svg')?.getAttribute('class')).toContain('bi-geo-alt');
  });

  it('defaults the icon, honours target and renders without a link when there is none', () => {
    renderBlok(raw('icon_link_page', { title: 'Nueva', to: storyLink('atm'), target: '_blank' }));
    const link = screen.getByRole('link', { name: 'Nueva' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.querySelector('svg')?.getAttribute('class')).toContain('bi-question-square');
    const { container } = renderBlok(raw('icon_link_page', { title: 'Sin enlace' }));
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Sin enlace');
  });
});
