// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok, storyLink, urlLink } from '../../test/test-blok';

afterEach(cleanup);

describe('LinkListBlock', () => {
  it('renders each item as a list element with its resolved link', () => {
    const { container } = renderBlok(
      raw('link_list', {
        custom_classes: 'columnas',
        list: [
          raw('link_list_item', { text: 'Cuentas', to: storyLink('banca-personas/cuentas') }),
          raw('link_list_item', { text: 'Portal', to: urlLink('https://portal.example/') }),
        ],
      }),
    );
    const list = container.querySelector('ul');
    expect(list?.className).toBe('link-list list-unstyled columnas');
    expect(list?.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Cuentas' }).getAttribute('href')).toBe(
      '/banca-personas/cuentas/',
    );
    expect(screen.getByRole('link', { name: 'Portal' }).getAttribute('target')).toBe('_blank');
  });
});
