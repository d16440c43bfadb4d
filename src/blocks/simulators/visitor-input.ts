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

/** The messages of a term typed in months or in years. */
const termErrors = {
  months: {
    empty: errors.monthsEmpty,
    notNumber: errors.monthsNotNumber,
    fraction: errors.monthsFraction,
    below: errors.monthsBelow,
    above: errors.monthsAbove,
  },
  years: {
    empty: errors.yearsEmpty,
    notNumber: errors.yearsNotNumber,
    fraction: errors.yearsFraction,
    below: errors.yearsBelow,
    above: errors.yearsAbove,
  },
} as const;

export type TermUnit = keyof typeof termErrors;

/** A whole number of months, or of years (a mortgage); the rule is in the same unit. */
export function readTerm(raw: string, rule: MonthsRule, unit: TermUnit = 'months'): InputResult {
  const messages = termErrors[unit];
  const text = raw.trim();
  if (!text) return fail(messages.empty);
  if (/^-\s*\S/.test(text)) return fail(errors.monthsNegative);
  if (/^\d+[.,]\d+$/.test(text)) return fail(messages.fraction);
  if (!/^\d+$/.test(text)) return fail(messages.notNumber);
  const count = Number(text);
  if (count < rule.min) return fail(messages.below(rule.min));
  if (count > rule.max) return fail(messages.above(rule.max));
  return { ok: true, value: count };
}

export function readMonths(raw: string, rule: MonthsRule): InputResult {
  return readTerm(raw, rule, 'months');
}

/** A percentage of 0 to 100 with at most two decimals ("10", "12.5", "15 %"), in hundredths of a percent. */
export function readPercent(raw: string): InputResult {
  const text = raw.trim().replace(/\s*%$/, '');
  if (!text) return fail(errors.amountEmpty);
  if (/^-\s*\S/.test(text)) return fail(errors.amountNegative);
  const match = /^(\d{1,3})(?:[.,](\d*))?$/.exec(text);
  if (!match) return fail(errors.percentNotNumber);
  const decimals = match[2] ?? '';
  if (decimals.length > 2) return fail(errors.amountDecimals);
  const hundredths = Number(match[1]) * 100 + Number(decimals.padEnd(2, '0'));
  if (hundredths > 10000) return fail(errors.downAbovePrice);
  return { ok: true, value: hundredths };
}
