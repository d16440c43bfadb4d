// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { yearBlock } from '../../content/schemas/blocks/domain';
import { YearBlock } from './year';

afterEach(cleanup);

describe('YearBlock', () => {
  it('shows the year as a heading with the decorative down arrow', () => {
    const { container } = render(
      <YearBlock blok={yearBlock.schema.parse({ _uid: 'y1', component: 'year', year: '2015' })} />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('2015');
    const arrow = container.querySelector('img');
    expect(arrow?.getAttribute('src')).toBe('/img/down-arrow.gif');
    expect(arrow?.getAttribute('alt')).toBe('');
  });
});
