import { useEffect, useRef } from 'react';
import { HydrationBoundary } from './hydration-boundary';
import { releasePlaceholder } from './responsive-image';

/** Nothing to write: the server's markup inside is kept as it is (see StaticRegion). */
const keepServerMarkup = { __html: '' };

/**
 * A static region's stub (static-region-stub.ts) in the browser: the element the server drew for the block (a
 * generic block: one `div` in a region of its own, navigation/generic-block.tsx), hydrated without its content.
 * React neither checks nor replaces what an element with `dangerouslySetInnerHTML` holds, nor patches the
 * attributes of an element it hydrates, so the server's markup stays. Only the first page's hydration renders
 * a stub: the router does not keep the inline state as the page's data (runtime/start-app.tsx), so a later
 * visit renders the block from its page-data file.
 */
export function StaticRegion() {
  return (
    <HydrationBoundary>
      <ServerMarkup />
    </HydrationBoundary>
  );
}

/** Inside the region, so that its effect runs once the region has hydrated. */
function ServerMarkup() {
  const ref = useRef<HTMLDivElement>(null);
  // What ResponsiveImage does once its picture has loaded, for the pictures inside, which no component drives.
  useEffect(() => {
    for (const img of ref.current?.querySelectorAll('img') ?? []) releasePlaceholder(img);
  }, []);
  return <div ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={keepServerMarkup} />;
}
