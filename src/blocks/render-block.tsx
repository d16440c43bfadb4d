import type { ComponentType } from 'react';
import type { Blok } from '../content/blok';
import type { BlockName } from '../content/schemas/registry';
import { BlockErrorBoundary } from './error-boundary';
import { blockComponents } from './registry';

// Checked against the components, not the schemas: the mapped type keeps both key sets equal, and this
// keeps zod and the schemas' build-time helpers (e.g. the HTML sanitiser) out of the browser bundle.
function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(blockComponents, name);
}

/**
 * Renders one validated block. Unknown components render nothing for visitors; the build has
 * already reported them with story, `_uid` and component name. A block that throws in the browser
 * is replaced by the bank's error notice instead of taking the page down.
 */
export function Block({ blok }: { blok: Blok }) {
  if (!isBlockName(blok.component)) return null;
  // The registry is keyed by the same name the block was validated with, so its props match.
  const Component = blockComponents[blok.component] as ComponentType<{ blok: Blok }>;
  return (
    <BlockErrorBoundary component={blok.component} uid={blok._uid}>
      <Component blok={blok} />
    </BlockErrorBoundary>
  );
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
