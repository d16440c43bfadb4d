// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentErrors, raw, renderBlok, urlLink } from '../../test/test-blok';

afterEach(cleanup);

describe('SocialLinkBlock', () => {
  it('maps url, aria_label and body; opens in a new tab', () => {
    renderBlok(
      raw('social_link', {
        url: 'https://x.example/bancoazul',
        aria_label: 'Banco Azul en X',
        body: [raw('icon', { icon: 'twitter-x' })],
      }),
    );
    const link = screen.getByRole('link', { name: 'Banco Azul en X' });
    expect(link.getAttribute('href')).toBe('https://x.example/bancoazul');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('accepts a multilink as url, renders nothing without one, and rejects other schemes', () => {
    renderBlok(
      raw('social_link', { url: urlLink('https://youtube.example/@bancoazul'), aria_label: 'YouTube' }),
    );
    expect(screen.getByRole('link', { name: 'YouTube' }).getAttribute('href')).toBe(
      'https://youtube.example/@bancoazul',
    );
    expect(renderBlok(raw('social_link', { url: '' })).container.querySelector('a')).toBeNull();
    expect(contentErrors(raw('social_link', { url: 'javascript:alert(1)' }))[0]?.field).toBe('url');
  });
});
