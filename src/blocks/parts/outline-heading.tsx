import { createElement, type ReactNode } from 'react';
import type { Blok } from '../../content/blok';
import { cx } from '../../common/class-names';
import { useHeadingLevel } from './heading-outline-context';
import { nominalHeadingLevel, tagOfLevel } from './heading-levels';

/** A class that gives a heading its size (Bootstrap's `.h1`–`.h6`). */
const sizeClass = /(?:^|\s)h[1-6](?:\s|$)/;

/**
 * A block's heading at its level in the page's outline (heading-outline.ts), drawn as the level it asks for in
 * heading-levels.ts: when the outline puts it higher, it gets that level's size class (`h3`), unless its own
 * classes give it a size already (a card's name drawn as `h5`).
 */
export function OutlineHeading({
  blok,
  className,
  id,
  children,
}: {
  blok: Blok;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const asks = nominalHeadingLevel(blok, undefined);
  // A block draws this only where heading-levels.ts says it has a heading; anything else is a bug in the block.
  if (asks === undefined)
    throw new Error(
      `OutlineHeading: heading-levels.ts gives a ${blok.component} block (${blok._uid}) no heading`,
    );
  const level = useHeadingLevel(blok, asks);
  const keepsLook = level !== asks && !sizeClass.test(className ?? '');
  return createElement(
    tagOfLevel(level),
    { id, className: cx(className, keepsLook && tagOfLevel(asks)) },
    children,
  );
}
