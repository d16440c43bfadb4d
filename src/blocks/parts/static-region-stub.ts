/**
 * A static region in a page's inline state (docs/performance.md "A lean inline state"): a block whose markup the
 * server wrote once and for all, sent to the browser as its `_uid` and the headings it draws, not its fields.
 * The first page hydrates it as the server wrote it (static-region.tsx); nothing ever renders it anew.
 */
import type { HeadingLevel } from './heading-levels';

/** The component name of a stub: no block of the content has it (content names are snake_case words). */
export const staticRegionComponent = '$static';

/** A heading as the page's outline places it (heading-outline.ts): the level asked for, fixed or not. */
export interface HeadingMark {
  asked: HeadingLevel;
  /** A rich-text heading keeps its level; a block's heading may go up to follow the one before it. */
  fixed?: true;
}

export interface StaticRegionStub {
  _uid: string;
  component: typeof staticRegionComponent;
  /** The headings inside, in the order drawn, so the blocks after it get the levels the server gave them. */
  headings: HeadingMark[];
}

export function isStaticRegionStub(value: unknown): value is StaticRegionStub {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { component?: unknown }).component === staticRegionComponent
  );
}
