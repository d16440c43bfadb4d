// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('CascadePageBlock', () => {
  it('puts the left and right regions in two columns after the header, and the body below', () => {
    const { container } = renderBlok(
      raw('cascade_page', {
        header: [raw('title', { title: 'Cabecera' })],
        left: [raw('title', { title: 'Izquierda' })],
        right: [raw('title', { title: 'Derecha' })],
        body: [raw('title', { title: 'Abajo' })],
      }),
    );
    expect(container.querySelector('.page-header')?.textContent).toBe('Cabecera');
    const columns = container.querySelectorAll('.cascade-columns > div');
    expect(columns).toHaveLength(2);
    expect(columns[0]?.className).toContain('col-lg-4');
    expect(columns[0]?.textContent).toBe('Izquierda');
    expect(columns[1]?.className).toContain('col-lg-8');
    expect(columns[1]?.textContent).toBe('Derecha');
    expect(container.querySelector('.cascade-body')?.textContent).toBe('Abajo');
  });
});
