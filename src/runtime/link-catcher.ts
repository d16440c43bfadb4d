/**
 * Link catching (SPEC §2): same-host links without a file extension, not opening a new tab, clicked
 * with the primary button and no modifier key, are navigated in-page. Everything else is the browser's.
 */
import { routing } from '../config/site';

export function catchableHref(event: MouseEvent, location: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a');
  if (!anchor || !anchor.hasAttribute('href')) return null;
  if (anchor.hasAttribute('download')) return null;
  if (/\b_blank\b/i.test(anchor.target)) return null;
  if (anchor.protocol !== location.protocol || anchor.host !== location.host) return null;
  if (/\.[^./]+$/.test(anchor.pathname)) return null;
  const prefix = routing.pathPrefix.replace(/\/+$/, '');
  if (prefix && !anchor.pathname.startsWith(prefix)) return null;
  return anchor.href;
}

export function installLinkCatcher(navigate: (href: string) => unknown): () => void {
  const onClick = (event: MouseEvent) => {
    if (!routing.catchLinks) return;
    const href = catchableHref(event, window.location);
    if (!href) return;
    event.preventDefault();
    void navigate(href);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
