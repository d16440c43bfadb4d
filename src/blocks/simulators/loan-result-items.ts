/**
 * The figures a loan simulation shows (docs/behaviour.md §2.25): the monthly payment first, with and without
 * the insurance where there is any (issue 32: a mortgage's payment is quoted both ways), then the amount
 * financed for a home or vehicle, the rate of the term's band, the totals.
 */
import type { LoanFigures } from './loan-inputs';
import type { LoanResult } from './loan';
import { formatMoney, formatRate } from './money';
import type { LoanSettings } from './settings';
import type { ResultItem } from './simulator-results';
import { simulatorTexts as texts } from './texts';

const perMille = (value: number) => value.toFixed(2);

export function loanResultItems(
  settings: LoanSettings,
  loan: LoanResult,
  debtInsurance: number,
  ratePercent: number,
  figures: LoanFigures,
): ResultItem[] {
  const insured = loan.monthlyPayment !== loan.instalment;
  const items: ResultItem[] = insured
    ? [
        {
          label: texts.monthlyPaymentWithInsurance,
          value: formatMoney(loan.monthlyPayment),
          main: true,
          note: settings.monthlyInsurance
            ? texts.insuranceIncluded(formatMoney(settings.monthlyInsurance))
            : undefined,
        },
        { label: texts.monthlyPaymentWithoutInsurance, value: formatMoney(loan.instalment) },
      ]
    : [{ label: texts.monthlyPayment, value: formatMoney(loan.monthlyPayment), main: true }];
  if (debtInsurance)
    items.push({
      label: texts.debtInsurance(perMille(settings.debtInsurancePerMille)),
      value: formatMoney(debtInsurance),
    });
  if (figures.price !== undefined)
    items.push({ label: texts.financedAmount, value: formatMoney(figures.principal) });
  items.push(
    { label: texts.nominalRate, value: formatRate(ratePercent) },
    { label: texts.totalInterest, value: formatMoney(loan.totalInterest) },
  );
  if (loan.totalInsurance)
    items.push({ label: texts.totalInsurance, value: formatMoney(loan.totalInsurance) });
  if (settings.openingFeePercent)
    items.push({
      label: texts.openingFee(formatRate(settings.openingFeePercent)),
      value: formatMoney(loan.openingFee),
    });
  items.push({ label: texts.totalPaid, value: formatMoney(loan.totalPaid) });
  return items;
}
