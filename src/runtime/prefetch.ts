/**
 * Viewport prefetch (SPEC §2, §9): a link that becomes visible (rootMargin 20px, threshold 0.1) has its
 * page data loaded 250 ms later into the same in-memory cache a click uses, so the click makes no request.
 * Failures are silent and leave nothing in the cache; Save-Data turns prefetching off; a small queue caps
 * how many prefetches run at once.
 */
import { prefetch as prefetchConfig, timing } from '../config/site';
import { pageDataUrl } from '../shared/paths';
import { isCatchableAnchor } from './link-catcher';
import { routePathOf } from './router';

export interface PrefetcherOptions {
  load: (url: string) => Promise<unknown>;
  delayMs?: number;
  maxConcurrent?: number;
}

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
}: PrefetcherOptions) {
  const seen = new Set<string>();
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

  function schedule(anchor: HTMLAnchorElement): void {
    const url = pageDataUrl(routePathOf(anchor.pathname));
    if (seen.has(url)) return;
    seen.add(url);
    setTimeout(() => {
      queue.push(url);
      pump();
    }, delayMs);
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
      return () => {
        mutations.disconnect();
        observer.disconnect();
      };
    },
  };
}
