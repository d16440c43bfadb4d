import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { headingOutline, type HeadingOutline } from './heading-outline';
import type { HeadingLevel } from './heading-levels';

const HeadingOutlineContext = createContext<HeadingOutline | null>(null);

/** The page's heading outline (heading-outline.ts), for the blocks of `root` drawn inside. */
export function HeadingOutlineProvider({ root, children }: { root: unknown; children: ReactNode }) {
  const outline = useMemo(() => headingOutline(root), [root]);
  return <HeadingOutlineContext value={outline}>{children}</HeadingOutlineContext>;
}

/**
 * The level `blok`'s heading is drawn at: its place in the page's outline, or `nominal`, the level it asks for,
 * outside a page (a block rendered alone, the footer's blocks).
 */
export function useHeadingLevel<Nominal extends HeadingLevel | undefined>(
  blok: object,
  nominal: Nominal,
): HeadingLevel | Nominal {
  return useContext(HeadingOutlineContext)?.get(blok) ?? nominal;
}
