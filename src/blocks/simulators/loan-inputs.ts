/**
 * What a loan simulator's visitor typed, read as a whole (docs/behaviour.md §2.25, issue 32): either the
 * figures a result is computed for, or a message for each field that is wrong. There is no "last valid
 * value": while any field is wrong there are no figures, so no result for other inputs can pass as current.
 */
import { formatMoney, formatMoneyInput, type Cents } from './money';
import type { LoanSettings } from './settings';
import { simulatorTexts } from './texts';
import { readAmount, readPercent, readTerm, type InputResult } from './visitor-input';

const errors = simulatorTexts.errors;
const hints = simulatorTexts.downHints;

/** The fields as typed; `price` and `down` only for a home or a vehicle. */
export interface LoanTexts {
  amount: string;
  price: string;
  down: string;
  /** The down payment is typed in US$ or in percent of the price. */
  downIsPercent: boolean;
  term: string;
  /**
   * The share of the price a down payment in US$ keeps while the visitor changes the price (changePrice),
   * taken from the price and down payment before the change; unset once the down payment is set again.
   */
  downShare?: number | undefined;
}

export interface LoanFigures {
  principal: Cents;
  months: number;
  /** Price and down payment of a home or vehicle. */
  price?: Cents;
  down?: Cents;
}

export interface LoanReading {
  figures: LoanFigures | undefined;
  errors: Partial<Record<'amount' | 'price' | 'down' | 'term', string>>;
}

/** The term's rule in the unit the visitor types it in (whole years inside the months' limits). */
export function termRule(settings: LoanSettings): { min: number; max: number } {
  const { min, max } = settings.months;
  return settings.termUnit === 'years'
    ? { min: Math.ceil(min / 12), max: Math.floor(max / 12) }
    : { min, max };
}

const inMonths = (count: number, settings: LoanSettings) =>
  settings.termUnit === 'years' ? count * 12 : count;

/** The financing limit as the product text writes it ("90%"). */
export function financingText(settings: Pick<LoanSettings, 'maxFinancing'>): string {
  return `${settings.maxFinancing / 100}%`;
}

/** The smallest down payment for a price: what the financing limit leaves, rounded up to the cent. */
export function minimumDown(price: Cents, settings: LoanSettings): Cents {
  return price - Math.floor((price * settings.maxFinancing) / 10000);
}

/** A price is at least the smallest loan and at most the block's `valor_maximo`. */
function readPrice(raw: string, settings: LoanSettings): InputResult {
  const price = readAmount(raw, { min: 0 });
  if (!price.ok) return price;
  if (price.value < settings.amount.min)
    return { ok: false, message: errors.priceBelow(formatMoney(settings.amount.min)) };
  if (price.value > settings.price.max)
    return { ok: false, message: errors.priceAbove(formatMoney(settings.price.max)) };
  return price;
}

function readDown(texts: LoanTexts, price: Cents): InputResult {
  if (!texts.downIsPercent) return readAmount(texts.down, { min: 0 });
  const percent = readPercent(texts.down);
  return percent.ok ? { ok: true, value: Math.round((price * percent.value) / 10000) } : percent;
}

/** The amount lent from a price and its down payment, or the message for the down payment field. */
function financed(price: Cents, down: Cents, settings: LoanSettings): InputResult {
  if (down > price) return { ok: false, message: errors.downAbovePrice };
  const least = minimumDown(price, settings);
  if (down < least)
    return { ok: false, message: errors.downBelowLtv(financingText(settings), formatMoney(least)) };
  const principal = price - down;
  if (principal < settings.amount.min)
    return { ok: false, message: errors.financedBelow(formatMoney(settings.amount.min)) };
  if (principal > settings.amount.max)
    return { ok: false, message: errors.financedAbove(formatMoney(settings.amount.max)) };
  return { ok: true, value: principal };
}

export function readLoan(texts: LoanTexts, settings: LoanSettings): LoanReading {
  const term = readTerm(texts.term, termRule(settings), settings.termUnit);
  const out: LoanReading = { figures: undefined, errors: {} };
  if (!term.ok) out.errors.term = term.message;
  if (settings.kind === 'personal') {
    const amount = readAmount(texts.amount, settings.amount);
    if (!amount.ok) out.errors.amount = amount.message;
    if (amount.ok && term.ok)
      out.figures = { principal: amount.value, months: inMonths(term.value, settings) };
    return out;
  }
  const price = readPrice(texts.price, settings);
  if (!price.ok) {
    out.errors.price = price.message;
    return out;
  }
  const down = readDown(texts, price.value);
  const principal = down.ok ? financed(price.value, down.value, settings) : down;
  if (!principal.ok) out.errors.down = principal.message;
  else if (term.ok && down.ok)
    out.figures = {
      principal: principal.value,
      months: inMonths(term.value, settings),
      price: price.value,
      down: down.value,
    };
  return out;
}

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

/**
 * Each valid field's value as the defaults are written ("150000" → "150,000.00", "020" → "20", "12.50 %" →
 * "12.5"): what the field shows once the visitor leaves it. A field with a message is left as typed.
 */
export function formattedTexts(
  texts: LoanTexts,
  settings: LoanSettings,
): Partial<Record<'amount' | 'price' | 'down' | 'term', string>> {
  const out: Partial<Record<'amount' | 'price' | 'down' | 'term', string>> = {};
  const term = readTerm(texts.term, termRule(settings), settings.termUnit);
  if (term.ok) out.term = String(term.value);
  if (settings.kind === 'personal') {
    const amount = readAmount(texts.amount, settings.amount);
    if (amount.ok) out.amount = formatMoneyInput(amount.value);
    return out;
  }
  const price = readPrice(texts.price, settings);
  if (!price.ok) return out;
  out.price = formatMoneyInput(price.value);
  const down = readDown(texts, price.value);
  if (!down.ok || !financed(price.value, down.value, settings).ok) return out;
  if (!texts.downIsPercent) out.down = formatMoneyInput(down.value);
  else {
    const percent = readPercent(texts.down);
    if (percent.ok) out.down = String(percent.value / 100);
  }
  return out;
}

/** The down payment written the other way (US$ ↔ %), the same figure where it can be read; as typed otherwise. */
export function switchDownMode(texts: LoanTexts): LoanTexts {
  const price = readAmount(texts.price, { min: 0 });
  const down = texts.downIsPercent ? readPercent(texts.down) : readAmount(texts.down, { min: 0 });
  const next = { ...texts, downIsPercent: !texts.downIsPercent, downShare: undefined };
  if (!price.ok || !down.ok || price.value === 0) return next;
  if (texts.downIsPercent)
    return { ...next, down: formatMoneyInput(Math.round((price.value * down.value) / 10000)) };
  const hundredths = Math.round((down.value * 10000) / price.value);
  return { ...next, down: String(hundredths / 100) };
}
