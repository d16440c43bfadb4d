/**
 * The client router (SPEC §2 "Routing behaviour"), on the History API: every navigation loads the
 * target's page data (cached, or inline for the first page), renders it with the same React tree
 * as the build, then updates history, head and scroll.
 */
import { routing } from '../config/site';
import type { PageDataFile } from '../content/page-data';
import { pageHead } from '../layouts/head';
import { pageDataUrl, stripPrefix, toRoutePath } from '../shared/paths';
import { applyHead } from './head';
import { PageDataError } from './page-data-error';
import type { PageDataLoader } from './page-data-loader';
import { applyScroll, currentScroll, type ScrollPosition } from './scroll';

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
  /** Runs a state change so that the DOM is updated when it returns (flushSync in the browser). */
  commit?: (apply: () => void) => void;
  /** Called after each client navigation has rendered (page-view analytics and similar). */
  onNavigated?: (state: RouterState) => void;
}

export type NavigationResult = 'navigated' | 'not-found' | 'reloaded' | 'failed' | 'cancelled' | 'redundant';

/** Route path of a URL pathname: prefix removed, trailing slash added. */
export function routePathOf(pathname: string): string {
  return toRoutePath(stripPrefix(pathname));
}

const notFoundDataUrl = () => pageDataUrl(`/${routing.notFoundSlug}/`);

export function createRouter({ loader, initial, commit = (apply) => apply(), onNavigated }: RouterOptions) {
  let state: RouterState = { page: initial, path: routePathOf(window.location.pathname) };
  const listeners = new Set<() => void>();
  let latest = 0;

  loader.seed(initial.context.__notFound ? notFoundDataUrl() : pageDataUrl(state.path), initial);

  function setState(next: RouterState): void {
    commit(() => {
      state = next;
      for (const listener of listeners) listener();
    });
  }

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

  async function go(
    url: URL,
    mode: 'push' | 'replace' | 'pop',
    saved?: ScrollPosition,
  ): Promise<NavigationResult> {
    const path = routePathOf(url.pathname);
    const id = ++latest;
    if (mode === 'push' && path === state.path && url.hash && url.search === window.location.search) {
      window.history.pushState({} satisfies HistoryEntryState, '', url.href);
      applyScroll(undefined, url.hash);
      return 'navigated';
    }
    let page: PageDataFile;
    try {
      page = await loadFor(path);
    } catch (error) {
      if (id !== latest) return 'cancelled';
      const otherPath = path !== routePathOf(window.location.pathname);
      if (
        error instanceof PageDataError &&
        otherPath &&
        (error.code === 'INVALID_HASH' || error.code === 'FETCH_FAILED')
      ) {
        // The data belongs to another deploy (or the request failed): let the browser load the page itself.
        loader.evict(pageDataUrl(path));
        window.location.assign(url.href);
        return 'reloaded';
      }
      console.error(error);
      return 'failed';
    }
    if (id !== latest) return 'cancelled';
    if (mode !== 'pop') {
      const here: HistoryEntryState = {
        ...(window.history.state as HistoryEntryState | null),
        scroll: currentScroll(),
      };
      window.history.replaceState(here, '');
      if (mode === 'push') window.history.pushState({} satisfies HistoryEntryState, '', url.href);
      else window.history.replaceState({} satisfies HistoryEntryState, '', url.href);
    }
    const next: RouterState = { page, path };
    setState(next);
    applyHead(pageHead(page.data));
    applyScroll(saved, url.hash);
    onNavigated?.(next);
    return page.context.__notFound ? 'not-found' : 'navigated';
  }

  function onPopState(event: PopStateEvent): void {
    const saved = (event.state as HistoryEntryState | null)?.scroll;
    void go(new URL(window.location.href), 'pop', saved);
  }

  return {
    getState: (): RouterState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(href: string, options: { replace?: boolean } = {}): Promise<NavigationResult> {
      const url = new URL(href, window.location.href);
      if (url.href === window.location.href && !options.replace) return Promise.resolve('redundant');
      return go(url, options.replace ? 'replace' : 'push');
    },
    start(): () => void {
      window.history.scrollRestoration = 'manual';
      window.addEventListener('popstate', onPopState);
      return () => window.removeEventListener('popstate', onPopState);
    },
  };
}

export type Router = ReturnType<typeof createRouter>;
