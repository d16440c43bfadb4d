/**
 * Field shapes only the domain blocks use. Each accepts what Storyblok really sends (reference §3) and
 * outputs one clean type, so the components never branch on the raw shape.
 */
import { z } from 'zod';
import { defaults } from '../../../config/site';
import { emptyLink, multilinkSchema, type Multilink } from '../link';

/**
 * A map address (ATM, agency `url`): editors paste it either into a text field or into a multilink,
 * so both become one multilink; a pasted text URL is an external `url` link.
 */
export const mapLink = () =>
  z
    .union([z.string(), multilinkSchema])
    // .nullish(), not z.undefined() in the union: only an optional schema lets the key be missing.
    .nullish()
    .transform((v): Multilink => {
      if (typeof v === 'string') {
        const url = v.trim();
        return url ? { ...emptyLink, linktype: 'url', url, cached_url: url } : emptyLink;
      }
      return v ?? emptyLink;
    });

/** A year: a Storyblok number field arrives as a string, a text field as text; both become trimmed text. */
export const yearText = () =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));

/**
 * A fragment id (FAQ question `id`, addressed as `#id`): a leading '#' is dropped; whitespace is
 * rejected because `#a b` cannot be written in a URL without escaping and would never match.
 */
export const anchorId = () =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim().replace(/^#/, ''))
    .refine((v) => !/\s/.test(v), { message: 'an id must not contain spaces (it is used as #id in links)' });

const headingLevels = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Heading size; unset falls back to the site default (docs/behaviour.md §3 Title: h2). */
export const headingSize = () =>
  z
    .union([z.enum(headingLevels), z.literal('')])
    .nullish()
    .transform((v) => v || defaults.titleSize);

/** Horizontal alignment (period text, premier product image side). */
export const alignments = ['left', 'center', 'right'] as const;
export type Alignment = (typeof alignments)[number];
