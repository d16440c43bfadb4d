import { startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';
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
    let mounted = true;
    void tracker.done.then(() => {
      if (mounted) startTransition(() => setAfterHydration(true));
    });
    return () => {
      mounted = false;
    };
  }, [inBrowser, tracker]);
  return inBrowser || afterHydration;
}
