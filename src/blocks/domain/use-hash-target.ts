import { useEffect, useRef } from 'react';

/** The id a URL hash names ('' for none); a malformed escape is looked up as written. */
export function hashId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Calls `onId` with the id the page's URL hash names: at once (after hydration: the server cannot know the
 * hash, so the first render never depends on it and both renders match), on `hashchange` (typed in the
 * address bar, set by script) and on `popstate` (back/forward). The site's router moves between hashes of one
 * page with history.pushState, which fires neither event, so same-page links to a hash are watched as clicks
 * too. Returns the function that stops watching.
 */
export function watchPageHash(onId: (id: string) => void): () => void {
  const check = () => onId(hashId(window.location.hash));
  const onClick = (event: MouseEvent) => {
    // Only clicks that navigate this tab: a modified click or a new-tab link leaves this page as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor?.hash || anchor.host !== window.location.host || anchor.target === '_blank') return;
    if (anchor.pathname === window.location.pathname) onId(hashId(anchor.hash));
  };
  check();
  window.addEventListener('hashchange', check);
  window.addEventListener('popstate', check);
  document.addEventListener('click', onClick);
  return () => {
    window.removeEventListener('hashchange', check);
    window.removeEventListener('popstate', check);
    document.removeEventListener('click', onClick);
  };
}

/** Calls `onTarget` whenever the page's URL hash names `id` (watchPageHash). */
export function useHashTarget(id: string, onTarget: () => void): void {
  const callback = useRef(onTarget);
  useEffect(() => {
    callback.current = onTarget;
  });
  useEffect(() => {
    if (!id) return undefined;
    return watchPageHash((target) => {
      if (target === id) callback.current();
    });
  }, [id]);
}
