// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

const linked = (text: string, attrs: Record<string, unknown>) => ({
  type: 'text',
  text,
  marks: [{ type: 'link', attrs }],
});

describe('TextBlock', () => {
  it('renders rich text with its custom classes, resolving story, url and email links', () => {
    const { container } = renderBlok(
      raw('text', {
        custom_classes: 'lead',
        text: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Conocé ' },
                linked('tus cuentas', {
                  href: '/banca-personas/cuentas',
                  linktype: 'story',
                  anchor: 'ahorro',
                }),
                linked('el mapa', { href: 'https://maps.example/', linktype: 'url' }),
                linked('escribinos', { href: 'info@bancoazul.example', linktype: 'email' }),
              ],
            },
          ],
        },
      }),
    );
    expect(container.firstElementChild?.className).toBe('rich-text lead');
    expect(screen.getByRole('link', { name: 'tus cuentas' }).getAttribute('href')).toBe(
      '/banca-personas/cuentas/#ahorro',
    );
    const external = screen.getByRole('link', { name: 'el mapa' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'escribinos' }).getAttribute('href')).toBe(
      'mailto:info@bancoazul.example',
    );
  });

  it('renders an empty field as an empty wrapper', () => {
    const { container } = renderBlok(raw('text', { text: '' }));
    expect(container.textContent).toBe('');
  });
});
