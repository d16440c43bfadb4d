/**
 * A loan paid in equal monthly instalments (French amortisation, docs/behaviour.md §2.25). Every figure is in
 * whole cents: each month's interest is rounded to the cent, and the last instalment pays whatever balance is
 * left, so the capital column of the schedule adds up to the principal exactly.
 */
import { contentLimits } from '../../config/content-limits';
import type { Cents } from './money';

export interface LoanTerms {
  principal: Cents;
  /** Annual nominal rate in percent (12 means 12 %), paid monthly: a twelfth each month. */
  annualRatePercent: number;
  months: number;
  /** Insurance added to every payment. */
  monthlyInsurance?: Cents;
  /** Opening fee in percent of the principal, paid once. */
  openingFeePercent?: number;
}

export interface ScheduleRow {
  month: number;
  /** Capital plus interest (insurance apart). */
  payment: Cents;
  interest: Cents;
  capital: Cents;
  /** What is owed after this payment. */
  balance: Cents;
}

export interface LoanResult {
  /** The fixed instalment of capital and interest. */
  instalment: Cents;
  /** What the borrower pays each month: the instalment plus the insurance. */
  monthlyPayment: Cents;
  totalInterest: Cents;
  totalInsurance: Cents;
  openingFee: Cents;
  /** Principal, interest, insurance and opening fee. */
  totalPaid: Cents;
  schedule: ScheduleRow[];
}

/** The fixed instalment, rounded to the cent: P·r / (1 − (1 + r)^−n), or P / n without interest. */
export function fixedInstalment(principal: Cents, monthlyRate: number, months: number): Cents {
  if (monthlyRate === 0) return Math.round(principal / months);
  return Math.round((principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months));
}

export function amortise(terms: LoanTerms): LoanResult {
  const { principal, months } = terms;
  // The schedule has a row a month: a term content's schema would refuse (10⁹ months ran the build out of
  // memory) is stopped here before the loop, not after.
  if (!Number.isInteger(months) || months < 1 || months > contentLimits.maxLoanMonths)
    throw new RangeError(`A loan term is 1 to ${contentLimits.maxLoanMonths} whole months, found ${months}`);
  const monthlyRate = terms.annualRatePercent / 100 / 12;
  const instalment = fixedInstalment(principal, monthlyRate, months);
  const schedule: ScheduleRow[] = [];
  let balance = principal;
  for (let month = 1; month <= months; month++) {
    const interest = Math.round(balance * monthlyRate);
    // The last month (or an earlier one, should rounding have run ahead) settles the balance exactly.
    const capital = month === months ? balance : Math.min(instalment - interest, balance);
    balance -= capital;
    schedule.push({ month, payment: capital + interest, interest, capital, balance });
  }
  const totalInterest = schedule.reduce((sum, row) => sum + row.interest, 0);
  const insurance = terms.monthlyInsurance ?? 0;
  const totalInsurance = insurance * months;
  const openingFee = Math.round((principal * (terms.openingFeePercent ?? 0)) / 100);
  return {
    instalment,
    monthlyPayment: instalment + insurance,
    totalInterest,
    totalInsurance,
    openingFee,
    totalPaid: principal + totalInterest + totalInsurance + openingFee,
    schedule,
  };
}
