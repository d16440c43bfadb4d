// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('SearchFormBlock', () => {
  it('is a labelled search box whose form opens /buscar/?q=… without scripts', () => {
    const { container } = renderBlok(raw('search_form', { label: '¿Qué estabas buscando?' }));
    const form = container.querySelector('form');
    expect(form?.getAttribute('role')).toBe('search');
    expect(form?.getAttribute('action')).toBe('/buscar/');
    expect(form?.getAttribute('method')).toBe('get');
    const box = screen.getByRole('searchbox', { name: '¿Qué estabas buscando?' });
    expect(box.getAttribute('name')).toBe('q');
    expect(screen.getByRole('button', { name: 'Buscar' }).getAttribute('type')).toBe('submit');
  });

  it("is labelled 'Buscá en el sitio' when the block gives no label", () => {
    renderBlok(raw('search_form', {}));
    expect(screen.getByRole('searchbox', { name: 'Buscá en el sitio' })).toBeTruthy();
  });
});
