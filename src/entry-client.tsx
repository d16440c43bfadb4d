/** Browser entry: load the blocks the page uses, hydrate the prerendered page, then navigate client-side. */
import './styles/main.scss';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { integrations } from './config/integrations';
import { siteDataLayer } from './consent/data-layer';
import { startPageViews } from './consent/page-views';
import { installBlockRegistry } from './blocks/block-registry';
import { createClientRegistry } from './blocks/client-registry';
import type { PageDataFile } from './content/page-data';
import { appElementId } from './layouts/document';
import { Root } from './layouts/root';
import { readBuildHash, readInitialState } from './runtime/document-state';
import { createHeadUpdater } from './runtime/head';
import { installLinkCatcher } from './runtime/link-catcher';
import { createPageDataLoader } from './runtime/page-data-loader';
import { pageViewEvent } from './runtime/page-view';
import { createPrefetcher } from './runtime/prefetch';
import { ChunkLoadError, createRouter } from './runtime/router';

async function start(container: HTMLElement): Promise<void> {
  // Before anything can record: the site's own data layer, even if page markup took the global's name.
  siteDataLayer();
  const initial = readInitialState();
  const buildHash = readBuildHash();
  const blocks = createClientRegistry();
  installBlockRegistry(blocks);
  const loadBlocks = (page: PageDataFile) =>
    blocks.loadFor(page.data.story.content).catch((error: unknown) => {
      throw new ChunkLoadError(page.data.path, error instanceof Error ? error.message : String(error));
    });
  // Hydration must render exactly the server markup, so every block of the page is loaded first.
  await blocks.loadFor([initial.page.data.story.content, initial.global]);
  const loader = createPageDataLoader(buildHash, (url, init) => fetch(url, init));
  const router = createRouter({
    loader,
    initial: initial.page,
    device: { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints },
    commit: flushSync,
    prepare: loadBlocks,
    updateHead: createHeadUpdater(),
  });
  hydrateRoot(container, <Root router={router} global={initial.global} />);
  // Browser only, after hydration: the landing page counts once here, each navigation via the event.
  startPageViews(integrations, pageViewEvent);
  router.start();
  installLinkCatcher((href, options) => router.navigate(href, options));
  // Prefetch brings the next page's data and the code of its blocks, so a click renders at once.
  createPrefetcher({ load: (url) => loader.load(url).then((file) => loadBlocks(file)) }).start(container);
}

const container = document.getElementById(appElementId);
if (container) void start(container);
