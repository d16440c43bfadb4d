/**
 * What a visitor types into a simulator, read without ever throwing (docs/behaviour.md §2.25): a value, or
 * the message to show next to the field. Amounts are written the way the site writes them ("10,000.50",
 * "US$10000"); terms are whole months.
 */
import { formatMoney, type Cents } from './money';
import { simulatorTexts } from './texts';

export type InputResult = { ok: true; value: number } | { ok: false; message: string };

export interface AmountRule {
  min: Cents;
  /** No maximum: only the absurd-amount guard applies. */
  max?: Cents | undefined;
}

export interface MonthsRule {
  min: number;
  max: number;
}

/** US$100,000,000,000.00: above it an amount is a typing accident, not a loan or a deposit. */
export const absurdAmount: Cents = 1e13;

const errors = simulatorTexts.errors;
/** "10000", "10000.5", "10,000.50", "10000." while typing the decimals. */
const amountPattern = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

const fail = (message: string): InputResult => ({ ok: false, message });

export function readAmount(raw: string, rule: AmountRule): InputResult {
  const text = raw
    .trim()
    .replace(/^US\$|^\$/i, '')
    .trim();
  if (!text) return fail(errors.amountEmpty);
  if (/^-\s*\S/.test(text)) return fail(errors.amountNegative);
  const match = amountPattern.exec(text);
  if (!match) return fail(errors.amountNotNumber);
  const decimals = match[1] ?? '';
  if (decimals.length > 2) return fail(errors.amountDecimals);
  const [whole = '0'] = text.replace(/,/g, '').split('.');
  if (whole.replace(/^0+/, '').length > 12) return fail(errors.amountAbsurd);
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (cents >= absurdAmount) return fail(errors.amountAbsurd);
  if (cents < rule.min) return fail(errors.amountBelow(formatMoney(rule.min)));
  if (rule.max !== undefined && cents > rule.max) return fail(errors.amountAbove(formatMoney(rule.max)));
  return { ok: true, value: cents };
}

export function readMonths(raw: string, rule: MonthsRule): InputResult {
  const text = raw.trim();
  if (!text) return fail(errors.monthsEmpty);
  if (/^-\s*\S/.test(text)) return fail(errors.monthsNegative);
  if (/^\d+[.,]\d+$/.test(text)) return fail(errors.monthsFraction);
  if (!/^\d+$/.test(text)) return fail(errors.monthsNotNumber);
  const months = Number(text);
  if (months < rule.min) return fail(errors.monthsBelow(rule.min));
  if (months > rule.max) return fail(errors.monthsAbove(rule.max));
  return { ok: true, value: months };
}
