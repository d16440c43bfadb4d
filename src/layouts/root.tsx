import { useSyncExternalStore } from 'react';
import type { Router } from '../runtime/router';
import { App } from './app';

/** Browser root: renders whatever page the router currently shows. */
export function Root({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  return <App page={state.page.data} />;
}
