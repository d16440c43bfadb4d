// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('TitleBlock', () => {
  it('maps title, subtitle, size, title_id and custom_classes to markup', () => {
    const { container } = renderBlok(
      raw('title', {
        title: 'Cuentas',
        subtitle: 'Ahorro y corriente',
        size: 'h1',
        title_id: 'cuentas',
        custom_classes: 'mb-5',
      }),
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Cuentas');
    expect(heading.id).toBe('cuentas');
    expect(container.querySelector('p.lead')?.textContent).toBe('Ahorro y corriente');
    expect(container.firstElementChild?.className).toBe('block-title mb-5');
  });

  it('defaults to an h2 without id or subtitle', () => {
    const { container } = renderBlok(raw('title', { title: 'Sin tamaño', size: '' }));
    expect(screen.getByRole('heading', { level: 2 }).hasAttribute('id')).toBe(false);
    expect(container.querySelector('p')).toBeNull();
  });
});
