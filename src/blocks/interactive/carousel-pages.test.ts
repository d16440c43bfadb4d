import { describe, expect, it } from 'vitest';
import { pageCount, pageOfLastVisible, swipeOutcome } from './carousel-pages';

describe('pageCount', () => {
  it('is one page per panels_per_view panels, the last one possibly partial', () => {
    expect(pageCount(3, 1)).toBe(3);
    expect(pageCount(5, 2)).toBe(3);
    expect(pageCount(4, 2)).toBe(2);
    expect(pageCount(2, 3)).toBe(1);
    expect(pageCount(0, 2)).toBe(0);
  });
});

describe('pageOfLastVisible', () => {
  it('derives the page from the last visible panel (docs/behaviour.md §4)', () => {
    expect(pageOfLastVisible(1, 2, 3)).toBe(0);
    expect(pageOfLastVisible(3, 2, 3)).toBe(1);
    // Bound: the last page is aligned to the end and shows panels 3 and 4.
    expect(pageOfLastVisible(4, 2, 3)).toBe(2);
    expect(pageOfLastVisible(2, 1, 3)).toBe(2);
  });

  it('stays within the pages', () => {
    expect(pageOfLastVisible(9, 2, 3)).toBe(2);
    expect(pageOfLastVisible(-1, 2, 3)).toBe(0);
    expect(pageOfLastVisible(0, 1, 0)).toBe(0);
  });
});

describe('swipeOutcome', () => {
  it('snaps back under the 40 px threshold, in either direction, whatever embla chose', () => {
    expect(swipeOutcome(-39, 40, true)).toBe('back');
    expect(swipeOutcome(39, 40, false)).toBe('back');
    expect(swipeOutcome(0, 40, false)).toBe('back');
  });

  it('moves one page in the swipe direction from 40 px when embla stayed', () => {
    expect(swipeOutcome(-40, 40, false)).toBe('next');
    expect(swipeOutcome(120, 40, false)).toBe('prev');
  });

  it("keeps embla's move for a swipe past the threshold", () => {
    expect(swipeOutcome(-300, 40, true)).toBe('keep');
  });
});
