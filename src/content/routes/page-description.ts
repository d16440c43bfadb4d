/**
 * What a page says of itself to search engines and link previews (issue 20 "Each page describes itself"):
 * the story's `seo_description` when an editor wrote one, else its introduction cut at a sentence boundary.
 * '' when it has neither; the head then says the site's description (src/layouts/page-head.ts). Computed
 * at build time into the page data's `description` (route-page-data.ts).
 */
import { seo } from '../../config/seo';
import { isBlokLike, type Blok } from '../blok';

/**
 * A paragraph shorter than this is a label, a date line or a call to action ("Nuevo en el blog · 7 de julio"),
 * not an introduction; the introduction is the first paragraph at least this long.
 */
export const minIntroductionLength = 50;

/** The regions of a page type in reading order: the header's banner comes first, the cascade's columns before the body below them. */
const readingOrder = ['header', 'left', 'right', 'body'] as const;

/**
 * Where the page's running text is, block by block, in the order the page shows it: text blocks, the grid
 * around them and the banner (a field is a list of blocks or a rich-text document). Text inside cards,
 * accordions, carousels, tabs and lists describes one item, not the page, and is not looked at.
 */
const runningTextFields: Readonly<Record<string, readonly string[]>> = {
  text: ['text'],
  row: ['columns'],
  column: ['body'],
  generic_block: ['body'],
  banner: ['topBody', 'introduction', 'body'],
};

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The text a reader sees in a rich-text node: its text nodes (link labels included), a line break as a space. */
function inlineText(node: Record<string, unknown>): string {
  if (node.type === 'text') return typeof node.text === 'string' ? node.text : '';
  if (node.type === 'hard_break') return ' ';
  return asList(node.content)
    .map((child) => (isBlokLike(child) ? inlineText(child) : ''))
    .join('');
}

/** The top-level paragraphs of a rich-text document, as plain one-line text (list items are not paragraphs). */
function* paragraphs(doc: unknown): Generator<string> {
  if (!isBlokLike(doc) || doc.type !== 'doc') return;
  for (const node of asList(doc.content)) {
    if (isBlokLike(node) && node.type === 'paragraph') yield inlineText(node).replace(/\s+/g, ' ').trim();
  }
}

/** The paragraphs of running text under `blocks`, in page order; lazily, as the first long one ends the search. */
function* runningParagraphs(blocks: readonly unknown[]): Generator<string> {
  for (const block of blocks) {
    if (!isBlokLike(block) || typeof block.component !== 'string') continue;
    for (const field of runningTextFields[block.component] ?? []) {
      const value = block[field];
      yield* Array.isArray(value) ? runningParagraphs(value) : paragraphs(value);
    }
  }
}

/**
 * The page's introduction: the first paragraph of running text (text blocks and the banner's introduction,
 * directly in the page's regions or in its rows, columns and generic blocks) at least `minIntroductionLength`
 * characters long; '' when there is none.
 */
export function introductionText(content: Blok): string {
  for (const region of readingOrder) {
    for (const paragraph of runningParagraphs(asList(content[region]))) {
      if (paragraph.length >= minIntroductionLength) return paragraph;
    }
  }
  return '';
}

const sentences = new Intl.Segmenter('es', { granularity: 'sentence' });

/**
 * `text` as one line of at most `max` characters: whole when it fits, else as many whole sentences as fit
 * (Unicode sentence rules: "US$25.00" or "S.A. de C.V." do not end a sentence). A first sentence longer than
 * `max` is cut after its last whole word that fits, with an ellipsis.
 */
export function cutAtSentence(text: string, max: number = seo.descriptionMaxLength): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  let kept = '';
  for (const { segment } of sentences.segment(line)) {
    if ((kept + segment).trimEnd().length > max) break;
    kept += segment;
  }
  if (kept.trim()) return kept.trim();
  const room = line.slice(0, max);
  const lastSpace = room.lastIndexOf(' ');
  const words = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - 1);
  return `${words.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/** The page's own description: its `seo_description`, else its introduction cut at a sentence; '' when it has neither. */
export function pageDescription(content: Blok): string {
  const written = typeof content.seo_description === 'string' ? content.seo_description.trim() : '';
  return written || cutAtSentence(introductionText(content));
}
