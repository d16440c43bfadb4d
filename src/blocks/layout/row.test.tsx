// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('RowBlock', () => {
  it('maps no_gutters, alignment, vertical_alignment, custom_classes and id', () => {
    const { container } = renderBlok(
      raw('row', {
        id: 'productos',
        no_gutters: true,
        alignment: 'center',
        vertical_alignment: 'end',
        custom_classes: 'my-4',
        columns: [raw('column', {}), raw('column', {})],
      }),
    );
    const row = container.firstElementChild;
    expect(row?.id).toBe('productos');
    expect(row?.className).toBe('row g-0 justify-content-center align-items-end my-4');
    expect(row?.children).toHaveLength(2);
  });

  it('is a plain row by default', () => {
    const { container } = renderBlok(raw('row', { columns: [] }));
    expect(container.firstElementChild?.className).toBe('row');
    expect(container.firstElementChild?.hasAttribute('id')).toBe(false);
  });
});
