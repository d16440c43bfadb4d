/**
 * Page-view analytics (docs/behaviour.md §9 "page-view tracking enabled, disabled on the server"): one view for the
 * page the visitor lands on and one per client navigation (the router's `site:pageview` event), pushed
 * to the data layer for the configured tag manager. Off when no container is configured.
 */
import { pushToDataLayer } from './data-layer';

export interface AnalyticsConfig {
  analyticsId: string;
  analyticsScriptUrl: string;
}

export interface PageView {
  path: string;
  title: string;
}

export function pageViewEntry({ path, title }: PageView) {
  return { event: 'page_view', page_path: path, page_title: title };
}

/** Starts page-view tracking in the browser; returns a stop function (a no-op when off). */
export function startPageViews(
  config: AnalyticsConfig,
  /** The router's event (src/runtime/page-view.ts), passed in: consent code stays out of the runtime. */
  eventName: string,
  win: Window = window,
): () => void {
  if (!config.analyticsId) return () => {};
  const doc = win.document;
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' }, win);
  const script = doc.createElement('script');
  const src = new URL(config.analyticsScriptUrl, win.location.href);
  src.searchParams.set('id', config.analyticsId);
  script.src = src.href;
  script.async = true;
  doc.head.appendChild(script);

  pushToDataLayer(pageViewEntry({ path: win.location.pathname, title: doc.title }), win);
  const onPageView = (event: Event) => {
    const detail = (event as CustomEvent<Partial<PageView>>).detail;
    pushToDataLayer(
      pageViewEntry({ path: detail?.path ?? win.location.pathname, title: detail?.title ?? doc.title }),
      win,
    );
  };
  win.addEventListener(eventName, onPageView);
  return () => win.removeEventListener(eventName, onPageView);
}
