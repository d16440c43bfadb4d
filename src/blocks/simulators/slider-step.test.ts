import { describe, expect, it } from 'vitest';
import { sliderStep } from './slider-step';

describe('amount slider step', () => {
  it('is about a hundredth of the range, in round figures', () => {
    expect(sliderStep(100_000, 2_500_000)).toBe(20_000); // US$1,000–25,000: US$200
    expect(sliderStep(100_000, 600_000)).toBe(5_000); // US$1,000–6,000: US$50
    expect(sliderStep(100_000, 10_000_000)).toBe(50_000); // US$1,000–100,000: US$500
  });

  it('divides the range, so both ends can be reached', () => {
    expect(sliderStep(50_000, 2_500_000)).toBe(10_000); // US$500–25,000: US$100, not US$200
    expect(sliderStep(500_000, 30_000_000)).toBe(100_000); // US$5,000–300,000: US$1,000, not US$2,000
    expect(sliderStep(100_050, 2_500_000)).toBe(1); // limits with cents
  });

  it('never goes below one dollar when the range is whole dollars', () => {
    expect(sliderStep(100_000, 100_500)).toBe(100);
    expect(sliderStep(100_000, 100_000)).toBe(100);
  });

  it('ends at once on figures no content may hold (issue 34: "1e308" looped for ever)', () => {
    expect(sliderStep(100_000, Number.POSITIVE_INFINITY)).toBe(100);
    expect(sliderStep(100_000, Number.MAX_VALUE * 10)).toBe(100);
    expect(sliderStep(Number.NaN, 100_000)).toBe(100);
    expect(sliderStep(100_000, 2 ** 60)).toBe(100);
    // The largest amount content may hold (US$100,000,000,000) still gets a round step.
    expect(sliderStep(0, 10_000_000_000_000)).toBe(100_000_000_000);
  });
});
