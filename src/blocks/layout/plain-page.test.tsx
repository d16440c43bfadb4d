// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('PlainPageBlock', () => {
  it('renders the body straight in the container, with no column of its own', () => {
    const { container } = renderBlok(
      raw('plain_page', {
        header: [raw('title', { title: 'Arriba' })],
        body: [raw('title', { title: 'Contenido' })],
      }),
    );
    const body = container.querySelector('.container.page-body');
    expect(body?.firstElementChild?.className).toBe('block-title');
    expect(body?.querySelector('[class*="col-"]')).toBeNull();
    expect(container.querySelector('.page-header')?.textContent).toBe('Arriba');
  });
});
