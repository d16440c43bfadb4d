import { startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { HydrationTracker } from '../../common/hydration-tracker';
import { HydrationTrackerContext } from '../parts/hydration-boundary';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup; true at once on a page rendered in
 * the browser (a client navigation, the preview). What only works with JavaScript appears after hydration,
 * so the markup matches and a page without JavaScript keeps the plain content.
 *
 * On the first page it turns true once the whole page has hydrated, in a transition: a store whose browser
 * value differs from its server snapshot is rendered again synchronously right after hydrating (React's
 * rule for useSyncExternalStore), and on the agencies page that one render, the finder's controls and a
 * status for every place while its places still waited to hydrate, was a 300 ms task at 4× CPU.
 */
/**
 * Runs `effect` once the first page has hydrated, at once where nothing hydrates (a page rendered in the
 * browser, tests); for a component's effect, so the returned function cancels a call not yet made.
 */
export function afterFirstHydration(tracker: HydrationTracker | null, effect: () => void): () => void {
  let live = true;
  const run = () => {
    if (live) effect();
  };
  if (tracker?.isHydrating()) void tracker.done.then(run);
  else run();
  return () => {
    live = false;
  };
}

export function useHydrated(): boolean {
  const tracker = useContext(HydrationTrackerContext);
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => !tracker?.isHydrating(),
    () => false,
  );
  const [afterHydration, setAfterHydration] = useState(false);
  useEffect(() => {
    if (inBrowser || !tracker) return undefined;
    return afterFirstHydration(tracker, () => startTransition(() => setAfterHydration(true)));
  }, [inBrowser, tracker]);
  return inBrowser || afterHydration;
}
