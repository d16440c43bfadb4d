// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('ColumnBlock', () => {
  it('is an equal-share column by default', () => {
    const { container } = renderBlok(raw('column', { body: [raw('title', { title: 'Hola' })] }));
    expect(container.firstElementChild?.className).toBe('col');
    expect(container.textContent).toBe('Hola');
  });

  it('maps widths per breakpoint, flex, stretch, hide_on_small and custom classes', () => {
    const { container } = renderBlok(
      raw('column', {
        width: '12',
        width_md: '6',
        width_lg: '4',
        width_xxl: 'auto',
        flex: true,
        stretch: true,
        hide_on_small: true,
        custom_classes: 'text-center',
      }),
    );
    expect(container.firstElementChild?.className).toBe(
      'col-12 col-md-6 col-lg-4 col-xxl-auto d-flex flex-column align-self-stretch d-none d-md-flex text-center',
    );
  });
});
