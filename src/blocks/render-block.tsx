import type { ComponentType } from 'react';
import type { Blok } from '../content/blok';
import { isBlockName } from '../content/schemas/registry';
import { blockComponents } from './registry';

/**
 * Renders one validated block. Unknown components render nothing for visitors; the build has
 * already reported them with story, `_uid` and component name.
 */
export function Block({ blok }: { blok: Blok }) {
  if (!isBlockName(blok.component)) return null;
  // The registry is keyed by the same name the block was validated with, so its props match.
  const Component = blockComponents[blok.component] as ComponentType<{ blok: Blok }>;
  return <Component blok={blok} />;
}

export function Bloks({ items }: { items: readonly Blok[] }) {
  return (
    <>
      {items.map((blok) => (
        <Block key={blok._uid} blok={blok} />
      ))}
    </>
  );
}
