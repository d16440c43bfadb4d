/**
 * A tab's address (issue 40): `#hipotecario` opens the tab whose anchor it is (or that holds the heading it names),
 * once after hydration (the server
 * knows no hash and renders the first tab), when the hash changes (address bar, back and forward, a same-page
 * link such as a search result's), and the visitor's choice of tab is written into the hash, so a tab can be
 * linked, shared and reloaded. The hash is replaced, not pushed: a tab is a view of the page, and Back leaves
 * the page as a visitor expects instead of stepping through every tab they looked at.
 */
import { useEffect, useRef } from 'react';
import { hashId, watchPageHash } from '../domain/use-hash-target';

/** `anchors[i]`: the ids whose hash opens tab `i`. */
export function useTabAddress(anchors: readonly (readonly string[])[], open: (index: number) => void): void {
  const callback = useRef(open);
  useEffect(() => {
    callback.current = open;
  });
  const key = anchors.map((ids) => ids.join(' ')).join('\n');
  useEffect(
    () =>
      watchPageHash((id) => {
        const index = id ? anchors.findIndex((ids) => ids.includes(id)) : -1;
        if (index >= 0) callback.current(index);
      }),
    // `key` stands for `anchors`, which a parent may rebuild on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
}

/** Writes the tab the visitor chose into the address, keeping its query (a shared simulation) and history state. */
export function writeTabAddress(anchor: string): void {
  if (!anchor || hashId(window.location.hash) === anchor) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}#${encodeURIComponent(anchor)}`);
}
