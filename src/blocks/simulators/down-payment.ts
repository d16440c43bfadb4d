/**
 * The down payment of a home or a vehicle beside its price (docs/behaviour.md §2.25, issue 40): the range the
 * financing limit and the loan's amounts allow for a price, the field's hint that names it, and what a change
 * of the price does to a down payment typed in US$.
 */
import { formatMoney, formatMoneyInput, type Cents } from './money';
import { financed, financingText, minimumDown, readPrice, type LoanTexts } from './loan-inputs';
import type { LoanSettings } from './settings';
import { simulatorTexts } from './texts';
import { readAmount } from './visitor-input';

const hints = simulatorTexts.downHints;

/** The down payment's range for a price, in cents: what the financing limit and the loan's amounts allow. */
export function downRange(price: Cents, settings: LoanSettings): { min: Cents; max: Cents } {
  return {
    min: Math.max(minimumDown(price, settings), price - settings.amount.max),
    max: price - settings.amount.min,
  };
}

/**
 * The down payment field's hint (issue 40: it described the amount financed): the down payment's range for
 * the price typed, in the unit it is typed in, and the financing limit it comes from.
 */
export function downHint(texts: LoanTexts, settings: LoanSettings): string {
  const limit = hints.financingLimit(
    financingText(settings),
    formatMoney(settings.amount.min),
    formatMoney(settings.amount.max),
  );
  const price = readPrice(texts.price, settings);
  if (!price.ok) return hints.downAtLeast(percentText(10000 - settings.maxFinancing), limit);
  const range = downRange(price.value, settings);
  if (range.min > range.max) return hints.downNone(limit);
  if (!texts.downIsPercent)
    return hints.downRangeMoney(formatMoney(range.min), formatMoney(range.max), limit);
  // Percentages every figure between which is a valid down payment once rounded to the cent (readDown).
  const least = Math.ceil((range.min * 10000) / price.value);
  const most = Math.floor((range.max * 10000) / price.value);
  return hints.downRangePercent(percentText(least), percentText(most), limit);
}

/** Hundredths of a percent as the field writes them ("10%", "12.5%"). */
const percentText = (hundredths: number) => `${hundredths / 100}%`;

/**
 * A change of the price (issue 40): a valid down payment in US$ keeps its share of the price (10,000.00 of
 * 100,000.00 becomes 15,000.00 of 150,000.00), so a new price does not leave it behind, below the financing
 * limit, and the result an error. The share is taken before the first keystroke and kept while the price
 * typed is not yet a price ("1", "15"…). A down payment in % is that share already; one with a message is
 * left as typed (the new price may make it right).
 */
export function changePrice(texts: LoanTexts, price: string, settings: LoanSettings): LoanTexts {
  const next = { ...texts, price };
  if (texts.downIsPercent) return next;
  const before = readPrice(texts.price, settings);
  const after = readPrice(price, settings);
  // The same price written another way ("100000" → "100,000.00" when the field is left) moves nothing.
  if (before.ok && after.ok && before.value === after.value) return next;
  const share = texts.downShare ?? validShare(texts, settings);
  if (share === undefined || !after.ok) return { ...next, downShare: share };
  return { ...next, down: formatMoneyInput(Math.round(after.value * share)), downShare: share };
}

/** A valid down payment's share of its price. */
function validShare(texts: LoanTexts, settings: LoanSettings): number | undefined {
  const price = readPrice(texts.price, settings);
  if (!price.ok) return undefined;
  const down = readAmount(texts.down, { min: 0 });
  if (!down.ok || !financed(price.value, down.value, settings).ok) return undefined;
  return down.value / price.value;
}
