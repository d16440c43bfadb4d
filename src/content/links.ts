/**
 * Link resolution (docs/behaviour.md §2 "Links and assets"): url → external (new tab), email → mailto:,
 * story → `/{cached_url}/` or `/{cached_url}/#{anchor}`, the story `home` → `/` or `/#{anchor}`.
 * A `url` link typed without a scheme (`www.example.com`) is external over https (docs/behaviour.md §2.15).
 */
import { routing } from '../config/site';
import { collapseSlashes, isExternalUrl, isMailto, isTel, unslash } from '../common/paths';
import { withPrefix } from '../config/site-paths';
import type { Multilink } from './schemas/link';

export interface ResolvedLink {
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer". */
  external: boolean;
  /** Internal route of the site (the runtime navigates to it in-page). */
  internal: boolean;
}

/** Path of a story link; also used by the broken-link check. */
export function storyLinkPath(cachedUrl: string): string {
  const slug = unslash(cachedUrl.split('#')[0] ?? '');
  return slug === routing.homeSlug || slug === '' ? '/' : `/${slug}/`;
}

function withAnchor(href: string, anchor: string): string {
  const clean = anchor.replace(/^#/, '');
  return clean ? `${href}#${clean}` : href;
}

/** Schemes a link may use; anything else (javascript:, data:, vbscript:) is no link at all. */
const scheme = /^([a-z][a-z\d+.-]*):/i;
const safeSchemes = new Set(['http', 'https', 'mailto', 'tel']);

export function isSafeHref(href: string): boolean {
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"), so compare without them.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be stripped here
  const match = scheme.exec(href.replace(/[\u0000-\u0020]/g, ''));
  return !match || safeSchemes.has((match[1] ?? '').toLowerCase());
}

/**
 * A host name at the start of a scheme-less address: dotted labels ending in a letters-only top-level
 * domain, then a port, path, query, fragment or the end. `/a/`, `#x`, `a@b.c`, `pagina` do not match.
 */
const bareHost =
  /^[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*\.[a-z]{2,}\.?(?::\d+)?(?:[/?#]|$)/i;

/** `www.example.com/x` → `https://www.example.com/x`; anything else as it is. */
export function withDefaultScheme(url: string): string {
  const trimmed = url.trim();
  return bareHost.test(trimmed) ? `https://${trimmed}` : url;
}

export function resolveHref(href: string, prefix: string = routing.pathPrefix): ResolvedLink | null {
  if (!isSafeHref(href)) return null;
  if (isMailto(href) || isTel(href)) return { href, external: false, internal: false };
  if (isExternalUrl(href)) return { href, external: true, internal: false };
  if (href.startsWith('#')) return { href, external: false, internal: false };
  // A relative address (`terminos`, `./x`, `../x`, `?q=1`) stays relative, as Storyblok's renderers keep
  // it: the browser resolves it against the page it is on (docs/behaviour.md §2.15).
  // Still a page of the site, so a button's `append` joins it to the current path as before.
  if (!href.startsWith('/')) return { href, external: false, internal: true };
  return { href: withPrefix(collapseSlashes(href), prefix), external: false, internal: true };
}

export function resolveLink(link: Multilink, prefix: string = routing.pathPrefix): ResolvedLink | null {
  switch (link.linktype) {
    case 'email': {
      const address = (link.email || link.url || link.cached_url).replace(/^mailto:/i, '');
      return address ? { href: `mailto:${address}`, external: false, internal: false } : null;
    }
    case 'url':
    case 'asset': {
      const raw = link.url || link.cached_url;
      const url = link.linktype === 'url' ? withDefaultScheme(raw) : raw;
      return url ? resolveHref(withAnchor(url, link.anchor), prefix) : null;
    }
    case 'story': {
      if (!link.cached_url && !link.url) return link.anchor ? resolveHref(`#${link.anchor}`) : null;
      const target = link.cached_url || link.url;
      if (isExternalUrl(target)) return resolveHref(target, prefix);
      return {
        href: withAnchor(withPrefix(storyLinkPath(target), prefix), link.anchor),
        external: false,
        internal: true,
      };
    }
  }
}
