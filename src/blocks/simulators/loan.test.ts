import { describe, expect, it } from 'vitest';
import { amortise, fixedInstalment } from './loan';

// Expected figures were worked out apart from this code (decimal arithmetic, half-up to the cent each month).
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('French amortisation', () => {
  it('US$10,000.00 at 12 % nominal for 36 months: a fixed instalment of US$332.14', () => {
    const result = amortise({ principal: 1_000_000, annualRatePercent: 12, months: 36 });
    expect(result.instalment).toBe(33_214);
    expect(result.monthlyPayment).toBe(33_214);
    expect(result.schedule).toHaveLength(36);
    expect(result.schedule[0]).toEqual({
      month: 1,
      payment: 33_214,
      interest: 10_000,
      capital: 23_214,
      balance: 976_786,
    });
    // The last instalment absorbs the cents the rounding left: US$332.28.
    expect(result.schedule[35]).toEqual({
      month: 36,
      payment: 33_228,
      interest: 329,
      capital: 32_899,
      balance: 0,
    });
    expect(result.totalInterest).toBe(195_718);
    expect(result.totalPaid).toBe(1_195_718);
  });

  it.each([
    [1_000_000, 12, 36],
    [2_500_000, 12, 36],
    [123_457, 18, 48],
    [30_000_000, 7.75, 300],
    [100_000, 16, 84],
  ])(
    'has a capital column that adds up to the principal exactly, and payments that add up to the total ($0 at $1 % for $2 months)',
    (principal, rate, months) => {
      const result = amortise({ principal, annualRatePercent: rate, months });
      expect(sum(result.schedule.map((r) => r.capital))).toBe(principal);
      expect(sum(result.schedule.map((r) => r.payment))).toBe(principal + result.totalInterest);
      expect(result.schedule.at(-1)?.balance).toBe(0);
      for (const row of result.schedule.slice(0, -1)) expect(row.payment).toBe(result.instalment);
    },
  );

  it('at 0 % splits the principal into equal instalments, the last one taking the odd cent', () => {
    const result = amortise({ principal: 1_000_000, annualRatePercent: 0, months: 3 });
    expect(result.instalment).toBe(333_333);
    expect(result.schedule.map((r) => r.payment)).toEqual([333_333, 333_333, 333_334]);
    expect(result.totalInterest).toBe(0);
    expect(result.totalPaid).toBe(1_000_000);
  });

  it('in one month pays principal and one month of interest', () => {
    const result = amortise({ principal: 100_000, annualRatePercent: 12, months: 1 });
    expect(result.instalment).toBe(101_000);
    expect(result.schedule).toEqual([
      { month: 1, payment: 101_000, interest: 1_000, capital: 100_000, balance: 0 },
    ]);
  });

  it('at the longest term of the bundled content (300 months of a mortgage at 7.75 %)', () => {
    const result = amortise({ principal: 30_000_000, annualRatePercent: 7.75, months: 300 });
    expect(result.instalment).toBe(226_599);
    expect(result.schedule.at(-1)).toEqual({
      month: 300,
      payment: 226_276,
      interest: 1_452,
      capital: 224_824,
      balance: 0,
    });
    expect(result.totalInterest).toBe(37_979_377);
  });

  it('adds insurance to each payment and the opening fee once', () => {
    const result = amortise({
      principal: 1_000_000,
      annualRatePercent: 12,
      months: 36,
      monthlyInsurance: 575,
      openingFeePercent: 2,
    });
    expect(result.monthlyPayment).toBe(33_789);
    expect(result.totalInsurance).toBe(20_700);
    expect(result.openingFee).toBe(20_000);
    expect(result.totalPaid).toBe(1_000_000 + 195_718 + 20_700 + 20_000);
    // The schedule is capital and interest only.
    expect(result.schedule[0]?.payment).toBe(33_214);
  });

  it('rounds the instalment to the cent', () => {
    expect(fixedInstalment(500_000, 0.01, 36)).toBe(16_607);
    expect(fixedInstalment(100, 0, 3)).toBe(33);
  });

  it('refuses a term no schedule can hold before building it (issue 34: 10⁹ months ran out of memory)', () => {
    const started = performance.now();
    expect(() => amortise({ principal: 1_000_000, annualRatePercent: 12, months: 1e9 })).toThrow(
      'A loan term is 1 to 600 whole months, found 1000000000',
    );
    expect(() =>
      amortise({ principal: 1_000_000, annualRatePercent: 12, months: Number.POSITIVE_INFINITY }),
    ).toThrow(RangeError);
    expect(() => amortise({ principal: 1_000_000, annualRatePercent: 12, months: 0 })).toThrow(RangeError);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(amortise({ principal: 1_000_000, annualRatePercent: 12, months: 600 }).schedule).toHaveLength(600);
  });
});
