/**
 * Viewport prefetch (docs/behaviour.md §2.6, §9.3): a link that becomes visible (rootMargin 20px, threshold 0.1) has its
 * page warmed 250 ms later, when the browser is idle, into the same cache a click uses, so the click makes
 * no request. A link the visitor points at, touches or focuses is warmed at once (intent). Failures are
 * silent and leave nothing in the cache; Save-Data turns prefetching off; a small queue caps how many
 * prefetches run at once. What "warm" does is the caller's (docs/performance.md: fetch, never run).
 */
import { prefetch as prefetchConfig, timing } from '../config/site';
import { pageDataUrl } from '../config/site-paths';
import { isCatchableAnchor } from './link-catcher';
import { routePathOf } from './router';

export interface PrefetcherOptions {
  load: (url: string) => Promise<unknown>;
  delayMs?: number;
  maxConcurrent?: number;
  /** Runs work when the browser is idle (requestIdleCallback where it exists). */
  whenIdle?: (work: () => void) => void;
}

/** Idle time, but never later than a second: a slow page still gets its links warmed. */
function browserIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 0);
}

/** Events that say the visitor is about to follow a link. */
const intentEvents = ['pointerover', 'touchstart', 'focusin'] as const;

interface NetworkInformationLike {
  saveData?: boolean;
}

export function prefersSavingData(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { connection?: NetworkInformationLike }).connection?.saveData === true;
}

export function createPrefetcher({
  load,
  delayMs = timing.prefetchDelayMs,
  maxConcurrent = prefetchConfig.maxConcurrent,
  whenIdle = browserIdle,
}: PrefetcherOptions) {
  const queue: string[] = [];
  let running = 0;

  function pump(): void {
    while (running < maxConcurrent && queue.length > 0) {
      const url = queue.shift() as string;
      running++;
      load(url)
        .catch(() => undefined)
        .finally(() => {
          running--;
          pump();
        });
    }
  }

  /** Pages queued, running or done; pages waiting for their delay, with the links that lead there. */
  const started = new Set<string>();
  const waiting = new Map<string, Set<HTMLAnchorElement>>();

  function start(url: string, urgent: boolean): void {
    if (started.has(url)) return;
    started.add(url);
    waiting.delete(url);
    if (urgent) queue.unshift(url);
    else queue.push(url);
    pump();
  }

  /**
   * Warms the link's page after the delay, unless every link to it has left the page meanwhile (a
   * navigation replaced them): the visitor can no longer follow it, and a page that just failed to load
   * would be asked for again.
   */
  function schedule(anchor: HTMLAnchorElement): void {
    const url = pageDataUrl(routePathOf(anchor.pathname));
    if (started.has(url)) return;
    const anchors = waiting.get(url);
    if (anchors) {
      anchors.add(anchor);
      return;
    }
    waiting.set(url, new Set([anchor]));
    setTimeout(
      () =>
        whenIdle(() => {
          const still = [...(waiting.get(url) ?? [])].some((link) => link.isConnected);
          waiting.delete(url);
          if (still) start(url, false);
        }),
      delayMs,
    );
  }

  /** A link the visitor is reaching for jumps the delay and the queue. */
  function onIntent(event: Event): void {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !isCatchableAnchor(anchor, window.location)) return;
    start(pageDataUrl(routePathOf(anchor.pathname)), true);
  }

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
              observer?.unobserve(entry.target);
              schedule(entry.target as HTMLAnchorElement);
            }
          },
          { rootMargin: prefetchConfig.rootMargin, threshold: prefetchConfig.threshold },
        )
      : null;

  function observeWithin(root: ParentNode): void {
    if (!observer) return;
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (isCatchableAnchor(anchor, window.location)) observer.observe(anchor);
    }
  }

  return {
    /** Watches the links under root now and the links added to it later. */
    start(root: HTMLElement): () => void {
      if (!observer || prefersSavingData()) return () => undefined;
      observeWithin(root);
      const mutations = new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLAnchorElement && isCatchableAnchor(node, window.location))
              observer.observe(node);
            else if (node instanceof HTMLElement) observeWithin(node);
          }
        }
      });
      mutations.observe(root, { childList: true, subtree: true });
      for (const type of intentEvents) root.addEventListener(type, onIntent, { passive: true });
      return () => {
        mutations.disconnect();
        observer.disconnect();
        for (const type of intentEvents) root.removeEventListener(type, onIntent);
      };
    },
  };
}
