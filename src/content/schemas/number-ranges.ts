/**
 * The range of each kind of number field (issue 34): amounts, rates, terms, coordinates, pixels. A block's
 * own rules (a minimum above 0, a whole number of months) say what makes sense for the bank; these say what
 * can be computed and shown at all, so a typo such as "1e308" or 10⁹ months is a named content error
 * instead of a hung build or "US$Infinity.NaN".
 */
import { contentLimits } from '../../config/content-limits';
import type { NumberRange } from './fields';

const thousands = (n: number) => n.toLocaleString('en-US');

/**
 * A magnitude bound only: the sign is the block's own rule, reported with the block's message (a negative
 * amount "cannot be negative", a term "must be greater than 0").
 */
const atMost = (limit: number, what: string): NumberRange => ({
  min: -limit,
  max: limit,
  outside: (n) => `${what} is at most ${thousands(limit)}, found ${n}`,
});

export const numberRanges = {
  /** US$ amounts (limits, defaults, monthly insurance). */
  amount: atMost(contentLimits.maxAmountDollars, 'an amount in US$'),
  /** A loan's term in months. */
  months: atMost(contentLimits.maxLoanMonths, 'a term in months'),
  /** A deposit's term in days. */
  days: atMost(contentLimits.maxDepositDays, 'a term in days'),
  /** Rates and fees in percent. */
  percent: { min: 0, max: 100, outside: (n) => `a rate is between 0 and 100 %, found ${n}` },
  latitude: { min: -90, max: 90, outside: () => 'expected degrees between -90 and 90' },
  longitude: { min: -180, max: 180, outside: () => 'expected degrees between -180 and 180' },
  /** An image's intrinsic width or height. */
  pixels: { min: 0, max: contentLimits.maxImagePixels },
  /** Carousel panels shown at once (a wrong one falls back to one panel). */
  panels: { min: 0, max: 100 },
} as const satisfies Record<string, NumberRange>;
