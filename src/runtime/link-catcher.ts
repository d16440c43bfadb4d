/**
 * Link catching (docs/behaviour.md §2): same-host links without a file extension, not opening a new tab, not
 * downloads, clicked with the primary button and no modifier key, are navigated in-page.
 * Everything else (mailto:, tel:, other hosts, files) is left to the browser.
 */
import { routing } from '../config/site';
import { replaceHistoryAttribute } from '../common/history-mode';

/** Whether an anchor points at a page of this site that the router can show. */
export function isCatchableAnchor(anchor: HTMLAnchorElement, location: Location): boolean {
  if (!anchor.hasAttribute('href') || anchor.hasAttribute('download')) return false;
  if (/\b_blank\b/i.test(anchor.target)) return false;
  if (anchor.protocol !== location.protocol || anchor.host !== location.host) return false;
  if (/\.[^./]+$/.test(anchor.pathname)) return false;
  const prefix = routing.pathPrefix.replace(/\/+$/, '');
  return !prefix || anchor.pathname === prefix || anchor.pathname.startsWith(`${prefix}/`);
}

/** The anchor of a click the router should handle, or null when the browser should follow it. */
export function catchableAnchor(event: MouseEvent, location: Location): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a');
  if (!anchor || !isCatchableAnchor(anchor, location)) return null;
  return anchor;
}

export function catchableHref(event: MouseEvent, location: Location): string | null {
  return catchableAnchor(event, location)?.href ?? null;
}

/** An http(s) link to another host that does not already choose where it opens. */
export function externalHref(event: MouseEvent, location: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor?.hasAttribute('href') || anchor.target || anchor.hasAttribute('download')) return null;
  if (!/^https?:$/.test(anchor.protocol) || anchor.host === location.host) return null;
  return anchor.href;
}

export interface CaughtNavigation {
  /** Replace the current history entry instead of adding one. */
  replace: boolean;
}

export function installLinkCatcher(
  navigate: (href: string, options: CaughtNavigation) => unknown,
): () => void {
  const onClick = (event: MouseEvent) => {
    const external = externalHref(event, window.location);
    if (external) {
      // External links open in a new tab (docs/behaviour.md §2), also those inside raw HTML written by editors.
      event.preventDefault();
      window.open(external, '_blank', 'noopener,noreferrer');
      return;
    }
    if (!routing.catchLinks) return;
    const anchor = catchableAnchor(event, window.location);
    if (!anchor) return;
    event.preventDefault();
    void navigate(anchor.href, { replace: anchor.hasAttribute(replaceHistoryAttribute) });
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
