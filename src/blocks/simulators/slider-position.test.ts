import { describe, expect, it } from 'vitest';
import { amountOnSlider, countOnSlider, sliderPosition, snapToStop } from './slider-position';

const years = { min: 5, max: 25, step: 1 };
const amounts = { min: 100_000, max: 2_500_000, step: 20_000 };

describe('a slider’s position', () => {
  it('is the figure typed, on a stop or between two', () => {
    expect(sliderPosition(20, years)).toEqual({ value: 20, onStop: true });
    expect(sliderPosition(20.5, years)).toEqual({ value: 20.5, onStop: false });
    expect(sliderPosition(1_234_567, amounts)).toEqual({ value: 1_234_567, onStop: false });
  });

  it('sits at the nearer end for a figure beyond it', () => {
    expect(sliderPosition(26, years)).toEqual({ value: 25, onStop: true });
    expect(sliderPosition(0, amounts)).toEqual({ value: 100_000, onStop: true });
  });

  it('lands a move on the nearest stop inside the ends', () => {
    expect(snapToStop(20.7, years)).toBe(21);
    expect(snapToStop(20.3, years)).toBe(20);
    expect(snapToStop(1_258_567, amounts)).toBe(1_260_000);
    expect(snapToStop(2_600_000, amounts)).toBe(2_500_000);
  });
});

describe('the figure a field’s text reads as', () => {
  it('reads amounts inside the limits or not, and no figure from text that is none', () => {
    expect(amountOnSlider('150000')).toBe(15_000_000);
    expect(amountOnSlider('12,345.67')).toBe(1_234_567);
    expect(amountOnSlider('')).toBeUndefined();
    expect(amountOnSlider('abc')).toBeUndefined();
    expect(amountOnSlider('-5')).toBeUndefined();
  });

  it('reads terms with decimals, so "20.5" does not put the slider at an end', () => {
    expect(countOnSlider('20')).toBe(20);
    expect(countOnSlider(' 20.5 ')).toBe(20.5);
    expect(countOnSlider('20,5')).toBe(20.5);
    expect(countOnSlider('veinte')).toBeUndefined();
    expect(countOnSlider('')).toBeUndefined();
  });
});
