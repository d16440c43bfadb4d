import { isExternalUrl } from './paths';

/**
 * Absolute URL of a site path on the site's origin (`/a/` → `https://host/a/`), as canonical links,
 * social tags and sitemaps need. Absolute addresses (Storyblok assets) stay; empty stays empty.
 */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (!pathOrUrl) return '';
  if (isExternalUrl(pathOrUrl)) return new URL(pathOrUrl, origin).href;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
