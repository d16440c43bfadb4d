/**
 * A time deposit's yield at maturity (docs/behaviour.md §2.25): simple interest on a commercial year of 360
 * days, the income-tax withholding on that interest, and what the depositor receives. Whole cents throughout.
 */
import type { Cents } from './money';

/** Banks in El Salvador count deposit interest on a 360-day year (the rates page's bands end at 360 days). */
export const commercialYearDays = 360;

export interface DepositTerms {
  amount: Cents;
  /** Annual nominal rate in percent. */
  annualRatePercent: number;
  days: number;
  /** Income-tax withholding on the interest, in percent (a content field, never fixed here). */
  withholdingPercent: number;
}

export interface DepositResult {
  interest: Cents;
  withholding: Cents;
  netInterest: Cents;
  /** The amount plus the interest after withholding. */
  maturityAmount: Cents;
}

export function depositYield(terms: DepositTerms): DepositResult {
  const interest = Math.round(
    (terms.amount * terms.annualRatePercent * terms.days) / (100 * commercialYearDays),
  );
  const withholding = Math.round((interest * terms.withholdingPercent) / 100);
  const netInterest = interest - withholding;
  return { interest, withholding, netInterest, maturityAmount: terms.amount + netInterest };
}
