/**
 * The client router (docs/behaviour.md §2 "Routing behaviour"), on the History API. Every navigation loads the
 * target's page data (cached, prefetched, or inline for the first page), prepares the code the page
 * needs, renders it with the same React tree as the build, then updates history and scroll (the browser
 * root renders the head: src/layouts/navigation-head.tsx).
 */
import { createStore } from '../common/create-store';
import { routing, timing } from '../config/site';
import type { PageDataFile } from '../content/page-data-types';
import { pageHead } from '../layouts/page-head';
import { toRoutePath } from '../common/paths';
import { pageDataUrl, stripPrefix } from '../config/site-paths';
import { ChunkLoadError } from './chunk-load-error';
import { NavigationFailure } from './navigation-failure';
import { PageDataError } from './page-data-error';
import type { PageDataLoader } from './page-data-loader';
import { announcePageView } from './page-view';
import { redirectFor, type Device } from './redirects';
import { claimFullLoad, settleFullLoad } from './reload-guard';
import { applyScroll, currentScroll, type ScrollPosition } from './scroll';
import { withTimeout } from './with-timeout';

/** How a navigation writes history: a new entry, the current one replaced, or back/forward. */
type HistoryMode = 'push' | 'replace' | 'pop';

export interface RouterState {
  page: PageDataFile;
  /** Route path of the shown page (`/a/b/`), without prefix. */
  path: string;
}

interface HistoryEntryState {
  scroll?: ScrollPosition;
}

export interface RouterOptions {
  loader: PageDataLoader;
  initial: PageDataFile;
  /**
   * Whether `initial` can render its page anew; an inline state with static regions (docs/performance.md) only
   * hydrates the server's markup, so a later visit to the page loads its data file instead. Default true.
   */
  initialRendersAnew?: boolean;
  device: Device;
  /** Runs a state change so that the DOM is updated when it returns (flushSync in the browser). */
  commit?: (apply: () => void) => void;
  /** Loads the code a page needs before it renders (block chunks); a failure reloads the target. */
  prepare?: (page: PageDataFile) => Promise<void>;
}

/** A navigation that failed is an 'aborted' NavigationFailure whose `cause` is the error (docs/behaviour.md §8). */
export type NavigationResult = 'navigated' | 'not-found' | 'reloaded' | NavigationFailure;

/** Route path of a URL pathname: prefix removed, trailing slash added. */
export function routePathOf(pathname: string): string {
  return toRoutePath(stripPrefix(pathname));
}

/** The failure a caught error becomes: the navigation stops where it is and the error travels as its cause. */
function aborted(from: string, to: string, cause: unknown): NavigationFailure {
  const failure = new NavigationFailure('aborted', from, to);
  failure.cause = cause;
  return failure;
}

const notFoundDataUrl = () => pageDataUrl(`/${routing.notFoundSlug}/`);

function isCustomRoute(path: string): boolean {
  return (routing.customRoutes as readonly string[]).includes(path);
}

export function createRouter(options: RouterOptions) {
  const {
    loader,
    initial,
    initialRendersAnew = true,
    device,
    commit = (apply) => apply(),
    prepare,
  } = options;
  const store = createStore<RouterState>({ page: initial, path: routePathOf(window.location.pathname) });
  let latest = 0;

  const landedOn = store.getState().path;
  if (initialRendersAnew)
    loader.seed(initial.context.__notFound ? notFoundDataUrl() : pageDataUrl(landedOn), initial);
  // This document is where a full load was headed, if one was: it arrived.
  settleFullLoad(landedOn);

  function setState(next: RouterState): void {
    commit(() => store.setState(next));
  }

  /** Page data for a path; a not-found result becomes the not-found page (the catch-all route). */
  async function loadFor(path: string): Promise<PageDataFile> {
    try {
      return await loader.load(pageDataUrl(path));
    } catch (error) {
      if (error instanceof PageDataError && error.code === 404) {
        console.error(`Could not find ${path}`);
        return loader.load(notFoundDataUrl());
      }
      throw error;
    }
  }

  /**
   * A full browser load of the target: its HTML carries its own data, so the visitor still gets the
   * page. Refused when the last full load of the same target never arrived there (a loop).
   */
  function fullLoad(
    url: URL,
    from: string,
    path: string,
    mode: HistoryMode,
    error: unknown,
  ): NavigationResult {
    loader.evict(pageDataUrl(path));
    if (!claimFullLoad(path)) {
      console.error(`Not reloading ${url.pathname} again: its last full load ended on another page.`);
      return aborted(from, path, error);
    }
    // A replacing navigation (back/forward, a redirect, a link that replaces) keeps the history as it is.
    if (mode === 'push') window.location.assign(url.href);
    else window.location.replace(url.href);
    return 'reloaded';
  }

  /**
   * Any failure to show another page (data missing, broken, from another deploy, or its code not
   * loading) ends in a full load of it, so a click never leaves the visitor on a dead link. Failing to
   * reload the page already shown would gain nothing: that navigation stops where it is.
   */
  function recover(
    error: unknown,
    url: URL,
    from: string,
    path: string,
    mode: HistoryMode,
  ): NavigationResult {
    const otherPage = path !== from;
    const foreignHash = error instanceof PageDataError && error.code === 'INVALID_HASH';
    // The catalogue's messages verbatim, the error itself stays available to a debugger via the
    // rejection. Data from another deploy is no fault to report when the browser simply loads the page.
    if (!(foreignHash && otherPage)) console.error(error instanceof Error ? error.message : error);
    if (otherPage) {
      const result = fullLoad(url, from, path, mode, error);
      if (result !== 'reloaded' && foreignHash) console.error((error as Error).message);
      return result;
    }
    return aborted(from, path, error);
  }

  function render(page: PageDataFile, path: string, url: URL, mode: HistoryMode, saved?: ScrollPosition) {
    if (mode !== 'pop') {
      const here: HistoryEntryState = {
        ...(window.history.state as HistoryEntryState | null),
        scroll: currentScroll(),
      };
      window.history.replaceState(here, '');
      const entry: HistoryEntryState = {};
      if (mode === 'push') window.history.pushState(entry, '', url.href);
      else window.history.replaceState(entry, '', url.href);
    }
    // The head follows by itself: the browser root renders it (src/layouts/navigation-head.tsx).
    setState({ page, path });
    applyScroll(saved, url.hash);
    announcePageView({ path, title: pageHead(page.data).title });
  }

  async function go(url: URL, mode: HistoryMode, saved?: ScrollPosition): Promise<NavigationResult> {
    const from = store.getState().path;
    const path = routePathOf(url.pathname);
    const id = ++latest;

    const redirect = redirectFor(path, device);
    if (redirect?.kind === 'external') {
      window.location.replace(redirect.url);
      return new NavigationFailure('redirected', from, path);
    }
    if (redirect?.kind === 'internal') {
      void go(new URL(redirect.path, url), mode === 'pop' ? 'replace' : mode);
      return new NavigationFailure('redirected', from, path);
    }
    if (isCustomRoute(path)) {
      // /editor/ and /global/ are separate screens with no page data: the browser loads them.
      window.location.assign(url.href);
      return 'reloaded';
    }
    if (mode === 'push' && path === from && url.search === window.location.search) {
      // Same page, another anchor: no loading, just history and scroll.
      window.history.pushState({} satisfies HistoryEntryState, '', url.href);
      applyScroll(undefined, url.hash);
      return 'navigated';
    }

    let page: PageDataFile;
    try {
      page = await loadFor(path);
      if (prepare) {
        await withTimeout(prepare(page), timing.chunkLoadTimeoutMs, () => new ChunkLoadError(path, url.href));
      }
    } catch (error) {
      if (id !== latest) return new NavigationFailure('cancelled', from, path);
      return recover(error, url, from, path, mode);
    }
    if (id !== latest) return new NavigationFailure('cancelled', from, path);
    render(page, path, url, mode, saved);
    return page.context.__notFound ? 'not-found' : 'navigated';
  }

  function onPopState(event: PopStateEvent): void {
    const saved = (event.state as HistoryEntryState | null)?.scroll;
    void go(new URL(window.location.href), 'pop', saved);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    navigate(href: string, navigateOptions: { replace?: boolean } = {}): Promise<NavigationResult> {
      const url = new URL(href, window.location.href);
      if (url.href === window.location.href && !navigateOptions.replace) {
        const failure = new NavigationFailure(
          'duplicated',
          routePathOf(url.pathname) + url.search + url.hash,
          '',
        );
        return Promise.resolve(failure);
      }
      return go(url, navigateOptions.replace ? 'replace' : 'push');
    },
    /** Starts listening to history; applies the redirect rule to the page the visitor landed on. */
    start(): () => void {
      window.history.scrollRestoration = 'manual';
      window.addEventListener('popstate', onPopState);
      const redirect = redirectFor(store.getState().path, device);
      if (redirect?.kind === 'external') window.location.replace(redirect.url);
      if (redirect?.kind === 'internal') void go(new URL(redirect.path, window.location.href), 'replace');
      return () => window.removeEventListener('popstate', onPopState);
    },
  };
}

export type Router = ReturnType<typeof createRouter>;
