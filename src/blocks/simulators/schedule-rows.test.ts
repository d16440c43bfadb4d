import { describe, expect, it } from 'vitest';
import { visibleRows } from './schedule-rows';

const months = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('rows of a collapsed amortisation table', () => {
  it('shows the first three and the last three, and counts the rest', () => {
    expect(visibleRows(months(36), false)).toEqual({ head: [1, 2, 3], tail: [34, 35, 36], hidden: 30 });
  });

  it('shows every row on request', () => {
    expect(visibleRows(months(36), true)).toEqual({ head: months(36), tail: [], hidden: 0 });
  });

  it('hides nothing when hiding would save one row or none', () => {
    expect(visibleRows(months(7), false)).toEqual({ head: months(7), tail: [], hidden: 0 });
    expect(visibleRows(months(1), false)).toEqual({ head: [1], tail: [], hidden: 0 });
    expect(visibleRows(months(8), false)).toEqual({ head: [1, 2, 3], tail: [6, 7, 8], hidden: 2 });
  });
});
