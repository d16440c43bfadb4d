// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('SocialLinksBlock', () => {
  it('lists the profiles under an accessible name', () => {
    renderBlok(
      raw('social_links', {
        aria_label: 'Redes de Banco Azul',
        links: [
          raw('social_link', {
            url: 'https://facebook.example/bancoazul',
            aria_label: 'Facebook',
            body: [raw('icon', { icon: 'facebook' })],
          }),
          raw('social_link', {
            url: 'https://instagram.example/bancoazul',
            aria_label: 'Instagram',
            body: [],
          }),
        ],
      }),
    );
    const list = screen.getByRole('list', { name: 'Redes de Banco Azul' });
    expect(list.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://facebook.example/bancoazul',
    );
  });

  it('has a default name', () => {
    renderBlok(raw('social_links', { links: [] }));
    expect(screen.getByRole('list', { name: 'Redes sociales' })).toBeTruthy();
  });
});
