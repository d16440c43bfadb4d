// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('FrontPageBlock', () => {
  it('stacks every body block in one centred column', () => {
    const { container } = renderBlok(
      raw('front_page', { body: [raw('title', { title: 'Uno' }), raw('title', { title: 'Dos' })] }),
    );
    const column = container.querySelector('.row.justify-content-center > .front-page-column');
    expect([...(column?.querySelectorAll('h2') ?? [])].map((h) => h.textContent)).toEqual(['Uno', 'Dos']);
  });
});
