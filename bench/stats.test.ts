import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats';

describe('percentile', () => {
  it('takes the nearest rank: p95 of 20 samples is the 19th smallest, p50 the 10th', () => {
    const samples = Array.from({ length: 20 }, (_, i) => (i + 1) * 100).reverse();
    expect(percentile(samples, 95)).toBe(1900);
    expect(percentile(samples, 50)).toBe(1000);
    expect(percentile(samples, 100)).toBe(2000);
    expect(percentile([7], 95)).toBe(7);
  });

  it('refuses an empty list instead of inventing a figure', () => {
    expect(() => percentile([], 50)).toThrow('percentile of no samples');
  });

  it('agrees with the median on an odd count', () => {
    expect(percentile([5, 1, 3], 50)).toBe(median([5, 1, 3]));
  });
});
