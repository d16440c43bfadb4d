import { describe, expect, it } from 'vitest';
import { run } from './bench-fixtures';
import { floorRatio, summarise } from './visit-summary';

describe('summarise', () => {
  it('takes the median of each figure and keeps every score', () => {
    const s = summarise([
      run({ score: 97, lcpMs: 2000, tbtMs: 90, requestsBeforeLoad: 16 }),
      run({ score: 100, lcpMs: 900, tbtMs: 10, requestsBeforeLoad: 14 }),
      run({ score: 99, lcpMs: 1500, tbtMs: 40, requestsBeforeLoad: 15 }),
      run({ score: 99, lcpMs: 1400, tbtMs: 30, requestsBeforeLoad: 15 }),
      run({ score: 98, lcpMs: 1800, tbtMs: 60, requestsBeforeLoad: 15 }),
    ]);
    expect(s).toMatchObject({ score: 99, lcpMs: 1500, tbtMs: 40, requestsBeforeLoad: 15 });
    expect(s.scores).toEqual([97, 100, 99, 99, 98]);
  });

  it('explains the median with the run nearest the median score, then the median LCP', () => {
    const s = summarise([
      run({ score: 99, lcpMs: 1400, lcpElement: 'a' }),
      run({ score: 98, lcpMs: 1500, lcpElement: 'b' }),
      run({ score: 99, lcpMs: 1500, lcpElement: 'c' }),
    ]);
    expect(s.medianRun.lcpElement).toBe('c');
  });

  it('keeps each layout shift once', () => {
    const s = summarise([run({ shifts: ['img.hero'] }), run({ shifts: ['img.hero', 'div.banner'] })]);
    expect(s.shifts).toEqual(['img.hero', 'div.banner']);
  });

  it('refuses an empty list', () => {
    expect(() => summarise([])).toThrow(/no Lighthouse run/);
  });
});

describe('floorRatio', () => {
  it("divides the visit's median LCP by the floor's", () => {
    expect(floorRatio(summarise([run({ lcpMs: 1150 })]), summarise([run({ lcpMs: 1000 })]))).toBeCloseTo(
      1.15,
    );
  });

  it('is NaN without a floor', () => {
    expect(floorRatio(summarise([run()]), undefined)).toBeNaN();
    expect(floorRatio(summarise([run()]), summarise([run({ lcpMs: 0 })]))).toBeNaN();
  });
});
