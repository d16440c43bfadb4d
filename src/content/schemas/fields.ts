/**
 * Field shapes as Storyblok delivers them (reference §3): unset strings arrive as "" or null,
 * numbers as strings, links as multilink objects, images as asset objects or plain filenames.
 * Each helper accepts those real shapes and outputs one clean type.
 */
import { z } from 'zod';
import type { Blok } from '../blok';

/** A text field: null/undefined → ''. */
export const text = () =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? '');

/** A boolean field: null/undefined → false. */
export const bool = () =>
  z
    .boolean()
    .nullish()
    .transform((v) => v ?? false);

/**
 * The range a number field accepts, inclusive, and how to say a number is outside it. Every number field
 * declares one (issue 34): content never brings an amount, rate, term or coordinate no page can show.
 */
export interface NumberRange {
  min: number;
  max: number;
  /** The message for a number outside the range; by default "expected a number from {min} to {max}…". */
  outside?: (n: number) => string;
}

/** Plain decimal notation, as Storyblok's number field writes it: no exponent, hex, `Infinity` or `_`. */
const decimalText = /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * Storyblok `number` fields come as strings ("5.75", "" when unset); numbers are accepted too. Only plain
 * decimal text or a finite JSON number within the field's range is a number: JavaScript's own syntax
 * (`"0xC"` is 12, `"1e308"`, `"Infinity"`) would publish a figure nobody wrote.
 */
export const numeric = (range: NumberRange) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx): number | undefined => {
      if (v === null || v === undefined) return undefined;
      if (typeof v === 'string' && v.trim() === '') return undefined;
      const n = typeof v === 'number' ? v : decimalText.test(v.trim()) ? Number(v.trim()) : Number.NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `expected a number, found "${String(v)}"` });
        return z.NEVER;
      }
      if (n < range.min || n > range.max) {
        const message =
          range.outside?.(n) ?? `expected a number from ${range.min} to ${range.max}, found ${n}`;
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/** An option field restricted to known values; '' and null mean "not set". */
export const option = <const T extends readonly [string, ...string[]]>(values: T) =>
  // '' is "not set"; mapping it before the enum keeps zod's message listing the accepted values.
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(values).optional());

/**
 * A list of nested blocks. Items are checked one by one by the normaliser (normalize.ts), so that a bad
 * item is reported and dropped without discarding its parent. This schema instance is shared: the
 * normaliser recognises blok fields by identity.
 */
export const blokList = z
  .array(z.unknown())
  .nullish()
  .transform((v) => (v ?? []) as Blok[]);
