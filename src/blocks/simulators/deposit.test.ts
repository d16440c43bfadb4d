import { describe, expect, it } from 'vitest';
import { depositYield } from './deposit';

// Worked out by hand: interest = amount × rate × days / 360, withholding = interest × percentage, to the cent.
describe('deposit yield at maturity', () => {
  it.each([
    [
      'US$10,000.00 at 5.25 % for 360 days with 10 % withheld',
      { amount: 1_000_000, annualRatePercent: 5.25, days: 360, withholdingPercent: 10 },
      { interest: 52_500, withholding: 5_250, netInterest: 47_250, maturityAmount: 1_047_250 },
    ],
    [
      'US$1,000.00 at 3.25 % for 30 days: US$2.71 of interest, US$0.27 withheld',
      { amount: 100_000, annualRatePercent: 3.25, days: 30, withholdingPercent: 10 },
      { interest: 271, withholding: 27, netInterest: 244, maturityAmount: 100_244 },
    ],
    [
      'pays no interest at 0 %',
      { amount: 100_000, annualRatePercent: 0, days: 90, withholdingPercent: 10 },
      { interest: 0, withholding: 0, netInterest: 0, maturityAmount: 100_000 },
    ],
  ] as const)('%s', (_title, input, expected) => {
    expect(depositYield(input)).toEqual(expected);
  });

  it('US$25,000.00 at 4.50 % for 180 days', () => {
    const result = depositYield({
      amount: 2_500_000,
      annualRatePercent: 4.5,
      days: 180,
      withholdingPercent: 10,
    });
    expect(result.interest).toBe(56_250);
    expect(result.withholding).toBe(5_625);
    expect(result.maturityAmount).toBe(2_550_625);
  });

  it('takes the withholding percentage it is given: none, or another rate', () => {
    const none = depositYield({
      amount: 1_000_000,
      annualRatePercent: 5.25,
      days: 360,
      withholdingPercent: 0,
    });
    expect(none.withholding).toBe(0);
    expect(none.maturityAmount).toBe(1_052_500);
    const other = depositYield({
      amount: 1_000_000,
      annualRatePercent: 5.25,
      days: 360,
      withholdingPercent: 20,
    });
    expect(other.withholding).toBe(10_500);
    expect(other.netInterest).toBe(42_000);
  });
});
