import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyInput, formatRate, toCents } from './money';

describe('money and rates as the site writes them', () => {
  it('writes US$, thousands with commas and two decimals', () => {
    expect(formatMoney(1_000_000)).toBe('US$10,000.00');
    expect(formatMoney(33_214)).toBe('US$332.14');
    expect(formatMoney(5)).toBe('US$0.05');
    expect(formatMoney(0)).toBe('US$0.00');
    expect(formatMoney(123_456_789_01)).toBe('US$123,456,789.01');
    expect(formatMoney(-2_50)).toBe('-US$2.50');
    expect(formatMoneyInput(100_000)).toBe('1,000.00');
  });

  it('writes rates with two decimals and %', () => {
    expect(formatRate(12)).toBe('12.00%');
    expect(formatRate(7.75)).toBe('7.75%');
    expect(formatRate(0)).toBe('0.00%');
  });

  it('reads content dollars into cents', () => {
    expect(toCents(5.75)).toBe(575);
    expect(toCents(1000)).toBe(100_000);
    expect(toCents(0.29)).toBe(29);
  });

  it('never writes a false figure: Infinity, NaN, fractions of a cent or inexact amounts throw (issue 34)', () => {
    expect(formatMoney(toCents(100_000_000_000))).toBe('US$100,000,000,000.00');
    expect(() => formatMoney(toCents(1e308))).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(10.5)).toThrow(RangeError);
    expect(() => formatMoney(2 ** 60)).toThrow(RangeError);
  });
});
