/**
 * Money as the site writes it (docs/behaviour.md §2.25): US dollars with `US$`, a comma between thousands and
 * two decimals after a point ("US$10,000.00"), the way the bundled content writes amounts. Amounts are whole
 * cents, so a sum of rounded instalments is exact.
 */

/** A whole number of US cents. */
export type Cents = number;

/** Dollars from content (at most two decimals) to cents. */
export function toCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

const thousands = /\B(?=(\d{3})+(?!\d))/g;

/** `US$10,000.00`; negative amounts (never shown today) keep their sign in front. */
export function formatMoney(cents: Cents): string {
  // Beyond whole, exactly representable cents the figure would be false ("US$Infinity.NaN", or rounded
  // digits); content is refused long before (numberRanges.amount), so reaching here is a bug to stop on.
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount of whole cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = Math.abs(cents) % 100;
  return `${sign}US$${String(whole).replace(thousands, ',')}.${String(fraction).padStart(2, '0')}`;
}

/** An amount as a visitor types it back: `10,000.00` (no currency sign). */
export function formatMoneyInput(cents: Cents): string {
  return formatMoney(cents).replace('US$', '');
}

/** A rate as the rates page writes it: two decimals and '%' ("12.00%"). */
export function formatRate(percent: number): string {
  return `${percent.toFixed(2)}%`;
}
