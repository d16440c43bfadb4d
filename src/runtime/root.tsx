import { useMemo, useSyncExternalStore } from 'react';
import type { Blok } from '../content/blok';
import type { Router } from './router';
import { App } from '../layouts/app';
import { useNavigationHead } from '../layouts/navigation-head';
import { pageHead } from '../layouts/page-head';

/**
 * Browser root: renders whatever page the router currently shows, inside the visit's global content, and
 * keeps the document's head on it. `siteUrl`: the origin the page was built for (readSiteUrl).
 */
export function Root({ router, global, siteUrl }: { router: Router; global: Blok | null; siteUrl: string }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  const head = useMemo(() => pageHead(state.page.data), [state.page.data]);
  useNavigationHead(head, siteUrl);
  return <App page={state.page.data} global={global} />;
}
