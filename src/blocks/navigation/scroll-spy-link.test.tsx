// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('ScrollSpyLinkBlock', () => {
  it('links to #{id_to_follow}, whether or not the editor typed the #', () => {
    renderBlok(raw('scroll_spy_link', { text: 'Cookies', id_to_follow: ' #cookies ' }));
    const link = screen.getByRole('link', { name: 'Cookies' });
    expect(link.getAttribute('href')).toBe('#cookies');
    expect(link.className).toBe('nav-link');
    expect(link.hasAttribute('aria-current')).toBe(false);
  });
});
