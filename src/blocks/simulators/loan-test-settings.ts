/** Loan settings and typed fields the loan input tests share: the bundled mortgage's figures and a personal loan. */
import type { LoanTexts } from './loan-inputs';
import type { LoanSettings } from './settings';

/** The bundled mortgage's figures: US$10,000–500,000 lent, up to 90 % of a price up to US$1,000,000, 5–25 years. */
export const mortgage: LoanSettings = {
  product: 'Crédito hipotecario',
  kind: 'hipotecario',
  bands: [{ minMonths: 60, maxMonths: 300, ratePercent: 8.25 }],
  amount: { min: 1_000_000, max: 50_000_000, initial: 9_000_000 },
  months: { min: 60, max: 300, initial: 240 },
  termUnit: 'years',
  price: { max: 100_000_000, initial: 10_000_000 },
  maxFinancing: 9000,
  monthlyInsurance: 0,
  debtInsurancePerMille: 0.6,
  openingFeePercent: 0,
};

export const personal: LoanSettings = {
  ...mortgage,
  kind: 'personal',
  amount: { min: 100_000, max: 2_500_000, initial: 500_000 },
  months: { min: 6, max: 84, initial: 36 },
  termUnit: 'months',
  maxFinancing: 10000,
};

export const home = (changes: Partial<LoanTexts> = {}): LoanTexts => ({
  amount: '',
  price: '100,000.00',
  down: '10,000.00',
  downIsPercent: false,
  term: '20',
  ...changes,
});
