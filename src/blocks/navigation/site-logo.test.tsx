// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('SiteLogoBlock', () => {
  it('links to / with the logo image and its alt', () => {
    renderBlok(
      raw('site_logo', { image: 'logo-banco-azul.svg', alt: 'Banco Azul, inicio', custom_classes: 'me-3' }),
    );
    const link = screen.getByRole('link', { name: 'Banco Azul, inicio' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.className).toBe('site-logo me-3');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/content-images/images/logo-banco-azul.svg');
  });

  it('names the bank when no alt is set, and shows the name when there is no image', () => {
    renderBlok(raw('site_logo', { image: 'logo.svg' }));
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Banco Azul');
    cleanup();
    renderBlok(raw('site_logo', {}));
    expect(screen.getByRole('link', { name: 'Banco Azul' }).querySelector('img')).toBeNull();
  });
});
