import { createContext, Suspense, useContext, useEffect, useLayoutEffect, type ReactNode } from 'react';
import type { HydrationTracker } from '../../common/hydration-tracker';

/** The first page's hydration tracker while it hydrates (runtime/start-app.tsx); null on the server and in tests. */
export const HydrationTrackerContext = createContext<HydrationTracker | null>(null);

/**
 * A region React hydrates on its own (docs/decisions/0009-react-19-runtime.md): a Suspense boundary, so that
 * the first page's hydration is split into units that yield to the browser, and the region a visitor clicks
 * or types into first hydrates first (React replays the event). Nothing in it suspends: the fallback is
 * never shown, and the server writes the region's markup as it is.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const tracker = useContext(HydrationTrackerContext);
  // Layout effect: it runs in the commit that mounts the boundary, before any passive effect of it.
  useLayoutEffect(() => tracker?.boundaryMounted(), [tracker]);
  return (
    <Suspense fallback={null}>
      {children}
      <RegionHydrated tracker={tracker} />
    </Suspense>
  );
}

/** Last in the boundary, so its effect follows the effects of the region's content. */
function RegionHydrated({ tracker }: { tracker: HydrationTracker | null }) {
  useEffect(() => tracker?.boundaryHydrated(), [tracker]);
  return null;
}
