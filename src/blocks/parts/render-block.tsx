import { createElement } from 'react';
import type { Blok } from '../../content/blok';
import { blockRegistry } from '../registry/installed-registry';
import { BlockErrorBoundary } from './error-boundary';
import { StaticRegion } from './static-region';
import { isStaticRegionStub } from './static-region-stub';

/**
 * Renders one validated block. Unknown components render nothing for visitors; the build has
 * already reported them with story, `_uid` and component name. A block that throws in the browser
 * is replaced by the bank's error notice instead of taking the page down.
 */
export function Block({ blok }: { blok: Blok }) {
  // Checked against the installed components, not the schemas: that keeps zod and the schemas'
  // build-time helpers (e.g. the HTML sanitiser) out of the browser bundle.
  // A static region's stub (the first page's inline state) keeps the server's markup of its block.
  const Component = isStaticRegionStub(blok) ? StaticRegion : blockRegistry().get(blok.component);
  if (!Component) return null;
  // createElement, not JSX: the component comes from the registry, it is not created here.
  return (
    <BlockErrorBoundary component={blok.component} uid={blok._uid}>
      {createElement(Component, { blok })}
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
