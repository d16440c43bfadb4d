/** Browser entry: load the blocks the page uses, hydrate the prerendered page, then navigate client-side. */
import './styles/main.scss';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { stopRecordingClicks } from './boot/early-click';
import { asServerMarkup } from './common/server-markup';
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
import { hydrationStartMark, markHydration } from './runtime/hydration-marks';
import { installLinkCatcher } from './runtime/link-catcher';
import { createPageDataLoader } from './runtime/page-data-loader';
import { pageViewEvent } from './runtime/page-view';
import { chunksOf, preloadModules } from './runtime/module-preload';
import { createPrefetcher } from './runtime/prefetch';
import { ChunkLoadError } from './runtime/chunk-load-error';
import { createRouter } from './runtime/router';
import { errorMessage } from './common/errors';

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
  markHydration(hydrationStartMark);
  // Clicks from here on reach the hydrated page (hydration is one synchronous pass); earlier ones the boot kept.
  stopRecordingClicks();
  // Preact hydrates the whole page in one task, fast enough not to be a long one (docs/performance.md
  // "Hydration"); inside asServerMarkup, stores show what the server rendered until hydration is over.
  asServerMarkup(() => {
    hydrateRoot(container, <Root router={router} global={global} siteUrl={readSiteUrl()} />);
  });
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
}

const container = document.getElementById(appElementId);
if (container) void start(container);
