import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Blok } from '../content/blok';
import type { Router } from './router';
import { App } from '../layouts/app';
import { NavigationHead } from '../layouts/navigation-head';
import { pageHead } from '../layouts/page-head';

/**
 * Browser root: renders whatever page the router currently shows, inside the visit's global content, and
 * its head tags, which React 19 hoists into document.head (taking over the server's on hydration). `siteUrl`: the origin the page was built for (readSiteUrl).
 * `onShellHydrated` runs once, after the root's first effects: everything outside the Suspense boundaries
 * has hydrated by then.
 */
export function Root({
  router,
  global,
  siteUrl,
  onShellHydrated,
}: {
  router: Router;
  global: Blok | null;
  siteUrl: string;
  onShellHydrated?: () => void;
}) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  const head = useMemo(() => pageHead(state.page.data), [state.page.data]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the first page: later pages are navigations
  useEffect(() => onShellHydrated?.(), []);
  return (
    <App page={state.page.data} global={global} head={<NavigationHead head={head} siteUrl={siteUrl} />} />
  );
}
