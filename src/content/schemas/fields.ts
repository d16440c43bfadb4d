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

/** Storyblok `number` fields come as strings ("5.75", "" when unset); numbers are accepted too. */
export const numeric = () =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx): number | undefined => {
      if (v === null || v === undefined) return undefined;
      if (typeof v === 'string' && v.trim() === '') return undefined;
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `expected a number, found "${String(v)}"` });
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
