// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('FullWidthPageBlock', () => {
  it('renders header, body and footer edge to edge, without a container', () => {
    const { container } = renderBlok(
      raw('full_width_page', {
        header: [raw('title', { title: 'Cabecera' })],
        body: [raw('title', { title: 'Cuerpo' })],
        footer: [raw('title', { title: 'Pie' })],
      }),
    );
    expect(container.querySelector('.container')).toBeNull();
    expect([...container.children].map((c) => c.className)).toEqual([
      'page-header',
      'page-body full-width-body',
      'page-footer',
    ]);
  });
});
