/**
 * The levels of a page's headings (issue 40, axe `heading-order`): a heading is never more than one level below
 * the heading before it in the page, so a visitor who moves by headings meets no gap ("h1, then h3" reads as a
 * missing section). Cards titled at the third level right under a page's h1 become the second level; a block
 * never goes deeper than it asked (heading-levels.ts), and its look stays that of the level it asked for.
 *
 * Worked out once per page from its content, in the order the page draws it, so the server's markup and the
 * browser's render agree. Rich-text headings keep the level the editor gave them and count as they are.
 */
import type { Blok } from '../../content/blok';
import { nominalHeadingLevel, type HeadingLevel } from './heading-levels';
import { isStaticRegionStub, type HeadingMark } from './static-region-stub';

/** Each heading block's level on its page, keyed by the block object the page renders. */
export type HeadingOutline = WeakMap<object, HeadingLevel>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlok = (value: Record<string, unknown>): value is Blok =>
  typeof value.component === 'string' && typeof value._uid === 'string';

/** Blocks that draw their fields in another order than their content lists them (cascade-page.tsx). */
const drawnOrder: Record<string, readonly string[]> = {
  cascade_page: ['header', 'menu', 'left', 'right', 'body', 'footer'],
};

function fieldsInDrawnOrder(record: Record<string, unknown>): unknown[] {
  const order = typeof record.component === 'string' ? drawnOrder[record.component] : undefined;
  if (!order) return Object.values(record);
  const rest = Object.keys(record).filter((key) => !order.includes(key));
  return [...order, ...rest].map((key) => record[key]);
}

/** A rich-text heading's level as the renderer draws it (rich-text.tsx: missing or not 1–6 is an h2). */
function richTextHeadingLevel(node: Record<string, unknown>): HeadingLevel {
  const level = isRecord(node.attrs) ? node.attrs.level : undefined;
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 6
    ? (level as HeadingLevel)
    : 2;
}

/**
 * Calls `onHeading` for each heading of `root` in the order the page draws them, with the block that draws it
 * (none for a rich-text heading or a static region's). A static region's stub stands for the headings it holds.
 */
function walkHeadings(
  root: unknown,
  onHeading: (mark: HeadingMark, block: Blok | undefined) => void,
  rootParent?: Blok,
): void {
  const visit = (value: unknown, parent: Blok | undefined): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, parent);
      return;
    }
    if (!isRecord(value)) return;
    if (isStaticRegionStub(value)) {
      for (const mark of value.headings) onHeading(mark, undefined);
      return;
    }
    if (value.type === 'heading') onHeading({ asked: richTextHeadingLevel(value), fixed: true }, undefined);
    let block = parent;
    if (isBlok(value)) {
      const asked = nominalHeadingLevel(value, parent);
      if (asked !== undefined) onHeading({ asked }, value);
      block = value;
    }
    for (const field of fieldsInDrawnOrder(value)) visit(field, block);
  };
  visit(root, rootParent);
}

/** The headings a block draws, itself included, for its static region's stub; `parent` is the block it sits in. */
export function headingMarks(blok: Blok, parent: Blok | undefined): HeadingMark[] {
  const marks: HeadingMark[] = [];
  walkHeadings(blok, (mark) => marks.push(mark), parent);
  return marks;
}

export function headingOutline(root: unknown): HeadingOutline {
  const outline: HeadingOutline = new WeakMap();
  // The headings still open, outermost first: the level each asked for and the level it got. A heading closes
  // the ones that asked for its level or deeper, and goes one below the one left open; so cards side by side
  // that ask for the same level get the same level. The first heading keeps its level.
  const open: { asked: HeadingLevel; level: HeadingLevel }[] = [];
  walkHeadings(root, ({ asked, fixed }, block) => {
    while (open.length > 0 && (open.at(-1)?.asked ?? 0) >= asked) open.pop();
    const parent = open.at(-1);
    const level = fixed || !parent ? asked : (Math.min(asked, parent.level + 1) as HeadingLevel);
    open.push({ asked, level });
    if (block) outline.set(block, level);
  });
  return outline;
}
