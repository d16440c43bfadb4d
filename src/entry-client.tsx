/** Browser entry: load the blocks the page uses, hydrate the prerendered page, then navigate client-side. */
import './styles/main.scss';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { options as preactOptions } from 'preact';
import { forgetHandledClick, replayEarlyClick, stopRecordingClicks } from './boot/early-click';
import { holdServerMarkup } from './common/server-markup';
import { HydrationSlicesContext } from './blocks/parts/hydration-slice';
import { integrations } from './config/integrations';
import { siteDataLayer } from './consent/data-layer';
import { startPageViews } from './consent/page-views';
import { installBlockRegistry } from './blocks/registry/installed-registry';
import { createClientRegistry } from './blocks/registry/client-registry';
import type { PageDataFile } from './content/page-data-types';
import { appElementId } from './layouts/document';
import { Root } from './runtime/root';
import { readBuildHash, readInitialState, readSiteUrl } from './runtime/document-state';
import { startShapeChecker } from './runtime/fetch-page-data';
import { loadGlobal } from './runtime/global-data';
import { hydrationEndMark, hydrationStartMark, markHydration } from './runtime/hydration-marks';
import { createHydrationSlices } from './common/hydration-slices';
import { installLinkCatcher } from './runtime/link-catcher';
import { createPageDataLoader } from './runtime/page-data-loader';
import { pageViewEvent } from './runtime/page-view';
import { chunksOf, preloadModules } from './runtime/module-preload';
import { createPrefetcher } from './runtime/prefetch';
import { ChunkLoadError } from './runtime/chunk-load-error';
import { createRouter } from './runtime/router';
import { errorMessage } from './common/errors';

/** Runs `task` after the effects of what just rendered, which Preact runs after the next frame (or 35 ms). */
function afterEffects(task: () => void): void {
  const run = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(task);
  };
  const timeout = setTimeout(run, 35);
  const frame = requestAnimationFrame(run);
}

async function start(container: HTMLElement): Promise<void> {
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
    device: { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints },
    commit: flushSync,
    prepare: loadBlocks,
  });
  // Hydration starts in a task of its own: the one that loaded the blocks and made the router is long enough.
  await new Promise((resolve) => setTimeout(resolve));
  markHydration(hydrationStartMark);
  // The page hydrates in parts, one task each (docs/performance.md "Hydration in parts"). Until the last part
  // has, stores show what the server rendered, and the boot script keeps recording clicks for buttons not yet
  // hydrated; a click that a hydrated part handled is not replayed (Preact passes each event it handles to
  // options.event).
  const releaseServerMarkup = holdServerMarkup();
  const previousEventHook = preactOptions.event;
  preactOptions.event = (event: Event) => {
    forgetHandledClick(event);
    return previousEventHook ? previousEventHook(event) : event;
  };
  const slices = createHydrationSlices();
  slices.hydrate(() =>
    hydrateRoot(
      container,
      <HydrationSlicesContext value={slices}>
        <Root router={router} global={global} siteUrl={readSiteUrl()} />
      </HydrationSlicesContext>,
    ),
  );
  void slices.done.then(() => {
    releaseServerMarkup();
    stopRecordingClicks();
    preactOptions.event = previousEventHook;
    afterEffects(() => {
      markHydration(hydrationEndMark);
      replayEarlyClick();
    });
  });
  // A navigation replaces the page: what still waits to hydrate is hydrated at once, then replaced.
  router.subscribe(slices.finish);
  // In a task of its own, after the first part of the page has hydrated, which keeps that task short; until
  // then links work as plain links.
  setTimeout(() => {
    // Browser only, after hydration: the landing page counts once here, each navigation via the event.
    startPageViews(integrations, pageViewEvent);
    router.start();
    installLinkCatcher((href, options) => router.navigate(href, options));
    // Prefetch brings the next page's data and its blocks' code, fetched and compiled but not run, so a
    // click renders at once without a request (docs/performance.md). The data checker is the app's own
    // code, needed at the first click: it is loaded with the first prefetch.
    createPrefetcher({
      load: (url) => {
        startShapeChecker();
        return loader.warm(url).then((json) => preloadModules(chunksOf(json)));
      },
    }).start(container);
  });
}

const container = document.getElementById(appElementId);
if (container) void start(container);
