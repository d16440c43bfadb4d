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
export function readPrice(raw: string, settings: LoanSettings): InputResult {
  const price = readAmount(raw, { min: 0 });
  if (!price.ok) return price;
  if (price.value < settings.amount.min)
    return { ok: false, message: errors.priceBelow(formatMoney(settings.amount.min)) };
  if (price.value > settings.price.max)
    return { ok: false, message: errors.priceAbove(formatMoney(settings.price.max)) };
  return price;
}

export function readDown(texts: LoanTexts, price: Cents): InputResult {
  if (!texts.downIsPercent) return readAmount(texts.down, { min: 0 });
  const percent = readPercent(texts.down);
  return percent.ok ? { ok: true, value: Math.round((price * percent.value) / 10000) } : percent;
}

/** The amount lent from a price and its down payment, or the message for the down payment field. */
export function financed(price: Cents, down: Cents, settings: LoanSettings): InputResult {
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
