// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { periodBlock, timelineBlock, yearBlock } from '../../content/schemas/blocks/domain';
import { TimelineBlock } from './timeline';

afterEach(cleanup);

describe('TimelineBlock', () => {
  it('renders its years and periods in order inside the timeline', () => {
    const blok = timelineBlock.schema.parse({
      _uid: 't1',
      component: 'timeline',
      body: [
        yearBlock.schema.parse({ _uid: 'y', component: 'year', year: '2012' }),
        periodBlock.schema.parse({ _uid: 'p', component: 'period', date: 'Marzo de 2012' }),
      ],
    });
    const { container } = render(<TimelineBlock blok={blok} />);
    expect(container.firstElementChild?.className).toBe('timeline');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['2012', 'Marzo de 2012']);
  });
});
