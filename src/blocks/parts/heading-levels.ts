/**
 * The heading level each block asks for (its nominal level): what the editor chose (a title's `size`) or what the
 * block's design gives it (a card's name is a third level). The level it is rendered at follows the page's
 * outline (heading-outline.ts), never deeper than one below the heading before it.
 */
import type { Blok } from '../../content/blok';
import { periodDate } from '../domain/period-date';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A card's title among others: a member, a property, an ATM, an agency, an FAQ question, a period. */
export const cardHeadingLevel: HeadingLevel = 3;

/** A section's own heading: an FAQ list's or a document list's title, a year of a timeline, next steps. */
export const sectionHeadingLevel: HeadingLevel = 2;

/** `h3` → 3; anything else (a `p` caption, nothing) is no heading. */
export function levelOfTag(tag: unknown): HeadingLevel | undefined {
  const match = typeof tag === 'string' ? /^h([1-6])$/.exec(tag) : null;
  return match ? (Number(match[1]) as HeadingLevel) : undefined;
}

/** The tag of a level: 3 → `h3`. */
export const tagOfLevel = (level: HeadingLevel) => `h${level}` as const;

/** The block a heading block sits in, as far as its level depends on it. */
export type HeadingParent = Pick<Blok, 'component'> | undefined;

/**
 * The nominal heading level of a block, or undefined when it draws no heading of its own: the one place that
 * says so, read by the outline walk (heading-outline.ts) and by the heading a block draws (outline-heading.tsx).
 * `parent` is the block it sits in: a toggler is a heading only inside an accordion (the WAI-ARIA accordion
 * pattern).
 */
export function nominalHeadingLevel(blok: Blok, parent: HeadingParent): HeadingLevel | undefined {
  const field = (name: string): unknown => (blok as Record<string, unknown>)[name];
  switch (blok.component) {
    case 'title':
    case 'premier_product':
      return levelOfTag(field('size'));
    case 'banner':
      return 1;
    case 'slide':
      return field('caption') ? levelOfTag(field('caption_tag') ?? 'h3') : undefined;
    case 'member':
    case 'member_basic':
    case 'inmueble':
    case 'atm':
    case 'agency':
    case 'question':
      return cardHeadingLevel;
    case 'period':
      // The date the period draws as its heading (period.tsx); an empty one draws none.
      return periodDate(String(field('date') ?? '')).label ? cardHeadingLevel : undefined;
    case 'toggler':
      return parent?.component === 'accordion' ? cardHeadingLevel : undefined;
    case 'faq_list':
    case 'document_list':
      return field('title') ? sectionHeadingLevel : undefined;
    case 'year':
    case 'next_steps':
    case 'comments':
    case 'blog_menu':
    case 'place_finder':
      return sectionHeadingLevel;
    default:
      return undefined;
  }
}
