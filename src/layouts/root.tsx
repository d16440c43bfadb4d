import { useEffect, useSyncExternalStore } from 'react';
import { replayEarlyClick } from '../boot/early-click';
import type { Blok } from '../content/blok';
import { hydrationEndMark, markHydration } from '../runtime/hydration-marks';
import type { Router } from '../runtime/router';
import { App } from './app';

/** Browser root: renders whatever page the router currently shows, inside the visit's global content. */
export function Root({ router, global }: { router: Router; global: Blok | null }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  // The first effect of the root runs once the whole tree has hydrated: a button clicked before the
  // application started gets its click now that it has a handler.
  useEffect(() => {
    markHydration(hydrationEndMark);
    replayEarlyClick();
  }, []);
  return <App page={state.page.data} global={global} />;
}
