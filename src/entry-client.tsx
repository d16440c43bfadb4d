/** Browser entry: hydrate the prerendered page, then navigate client-side. */
import './styles/main.scss';
import { flushSync } from 'react-dom';
import { integrations } from './config/integrations';
import { startPageViews } from './consent/page-views';
import { hydrateRoot } from 'react-dom/client';
import { appElementId } from './layouts/document';
import { Root } from './layouts/root';
import { readBuildHash, readInitialState } from './runtime/document-state';
import { createHeadUpdater } from './runtime/head';
import { installLinkCatcher } from './runtime/link-catcher';
import { createPageDataLoader } from './runtime/page-data-loader';
import { pageViewEvent } from './runtime/page-view';
import { createPrefetcher } from './runtime/prefetch';
import { createRouter } from './runtime/router';

const container = document.getElementById(appElementId);
if (container) {
  const initial = readInitialState();
  const buildHash = readBuildHash();
  const loader = createPageDataLoader(buildHash, (url, init) => fetch(url, init));
  const router = createRouter({
    loader,
    initial: initial.page,
    buildHash,
    device: { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints },
    commit: flushSync,
    updateHead: createHeadUpdater(),
  });
  hydrateRoot(container, <Root router={router} global={initial.global} />);
  // Browser only, after hydration: the landing page counts once here, each navigation via the event.
  startPageViews(integrations, pageViewEvent);
  router.start();
  installLinkCatcher((href) => router.navigate(href));
  createPrefetcher({ load: (url) => loader.load(url) }).start(container);
}
