/** The application's start: load the blocks the page uses, hydrate the prerendered page, then navigate client-side. */
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { replayEarlyClick, stopRecordingClicks } from '../boot/early-click';
import { createHydrationTracker } from '../common/hydration-tracker';
import { HydrationTrackerContext } from '../blocks/parts/hydration-boundary';
import { integrations } from '../config/integrations';
import { siteDataLayer } from '../consent/data-layer';
import { startPageViews } from '../consent/page-views';
import { installBlockRegistry } from '../blocks/registry/installed-registry';
import { createClientRegistry } from '../blocks/registry/client-registry';
import { hasStaticRegions } from '../blocks/registry/static-regions';
import type { PageDataFile } from '../content/page-data-types';
import { appElementId } from '../layouts/document-ids';
import { Root } from './root';
import { readBuildHash, readInitialState, readSiteUrl } from './document-state';
import { startShapeChecker } from './fetch-page-data';
import { loadGlobal } from './global-data';
import { hydrationEndMark, hydrationStartMark, markHydration } from './hydration-marks';
import { installLinkCatcher } from './link-catcher';
import { createPageDataLoader } from './page-data-loader';
import { pageViewEvent } from './page-view';
import { chunksOf, preloadModules } from './module-preload';
import { createPrefetcher } from './prefetch';
import { ChunkLoadError } from './chunk-load-error';
import { createRouter } from './router';
import { errorMessage } from '../common/errors';

export async function startApp(): Promise<void> {
  const container = document.getElementById(appElementId);
  if (!container) return;
  // Before anything can record: the site's own data layer, even if page markup took the global's name.
  siteDataLayer();
  const initial = readInitialState();
  const buildHash = readBuildHash();
  const blocks = createClientRegistry();
  installBlockRegistry(blocks);
  const loadBlocks = (page: PageDataFile) =>
    blocks.loadFor(page.data.story.content).catch((error: unknown) => {
      throw new ChunkLoadError(page.data.path, errorMessage(error));
    });
  // Hydration must render exactly the server markup, so every block of the page is loaded first.
  const global = await loadGlobal(initial);
  await blocks.loadFor([initial.page.data.story.content, global]);
  const loader = createPageDataLoader(buildHash, (url, init) => fetch(url, init));
  const router = createRouter({
    loader,
    initial: initial.page,
    initialRendersAnew: !hasStaticRegions(initial.page.data.story.content),
    device: { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints },
    commit: flushSync,
    prepare: loadBlocks,
  });
  // Hydration starts in a task of its own: the one that loaded the blocks and made the router is long enough.
  await new Promise((resolve) => setTimeout(resolve));
  markHydration(hydrationStartMark);
  // From here React listens at the root: an event in a region not yet hydrated hydrates that region first and
  // is replayed there. Clicks made before this, the boot script kept (replayed once the shell has hydrated).
  stopRecordingClicks();
  const tracker = createHydrationTracker();
  // In a transition, React hydrates in units of a few milliseconds and yields to the browser between them;
  // each Suspense boundary (HydrationBoundary) hydrates on its own (docs/decisions/0009-react-19-runtime.md).
  startTransition(() => {
    hydrateRoot(
      container,
      <HydrationTrackerContext value={tracker}>
        <Root router={router} global={global} siteUrl={readSiteUrl()} onShellHydrated={onShellHydrated} />
      </HydrationTrackerContext>,
    );
  });
  function onShellHydrated() {
    tracker.shellHydrated();
    replayEarlyClick();
    // In a task of its own; until then links work as plain links, and a navigation never meets a root that
    // has not hydrated.
    setTimeout(startRuntime);
  }
  void tracker.done.then(() => {
    markHydration(hydrationEndMark);
    // Prefetch brings the next page's data and its blocks' code, fetched and compiled but not run, so a
    // click renders at once without a request (docs/performance.md). The data checker is the app's own
    // code, needed at the first click: it is loaded with the first prefetch, once the whole page has
    // hydrated (loading and running it is a long task, which would land between the regions React hydrates).
    createPrefetcher({
      load: (url) => {
        startShapeChecker();
        return loader.warm(url).then((json) => preloadModules(chunksOf(json)));
      },
    }).start(container);
  });
  function startRuntime() {
    // Browser only, after hydration: the landing page counts once here, each navigation via the event.
    startPageViews(integrations, pageViewEvent);
    router.start();
    installLinkCatcher((href, options) => router.navigate(href, options));
  }
}
