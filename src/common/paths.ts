/**
 * Path helpers (docs/behaviour.md §2 "Routing behaviour"): strip slashes, prefix the configured path prefix,
 * collapse repeated slashes, recognise mailto: and tel: links. Pure; used by build and browser alike.
 */
import { routeDataPaths } from '../config/route-data-paths';
import { routing } from '../config/site';
import { namedDataPath, type RouteDataPath } from './route-data-path';

export function collapseSlashes(path: string): string {
  return path.replace(/\/{2,}/g, '/');
}

/** Strips leading and trailing slashes: `/a/b/` → `a/b`. */
export function unslash(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** `a/b` → `/a/b/`; the empty path is `/`. Every route of the site ends in a slash. */
export function toRoutePath(path: string): string {
  const inner = unslash(collapseSlashes(path));
  return inner ? `/${inner}/` : '/';
}

/** Prepends the path prefix (empty by default) to a site path. */
export function withPrefix(path: string, prefix: string = routing.pathPrefix): string {
  return collapseSlashes(`/${unslash(prefix)}/${path}`);
}

/** Removes the path prefix from a pathname, if it starts with it. */
export function stripPrefix(pathname: string, prefix: string = routing.pathPrefix): string {
  const clean = `/${unslash(prefix)}`;
  if (clean === '/') return pathname;
  if (pathname === clean) return '/';
  return pathname.startsWith(`${clean}/`) ? pathname.slice(clean.length) : pathname;
}

/**
 * Where a site href (`/pre/assets/a.css`) lies inside the build's output folder (`assets/a.css`): the
 * folder is what the site serves under its path prefix.
 */
export function outputPath(href: string, prefix: string = routing.pathPrefix): string {
  return stripPrefix(href, prefix).replace(/^\/+/, '');
}

export function isMailto(href: string): boolean {
  return /^mailto:/i.test(href);
}

export function isTel(href: string): boolean {
  return /^tel:/i.test(href);
}

/** Absolute (`https:`, protocol-relative `//`) URLs. */
export function isExternalUrl(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:)?\/\//i.test(href);
}

/** Route of a story: `home` → `/`, otherwise `/{full_slug}/` (docs/behaviour.md §2). */
export function storyRoutePath(fullSlug: string): string {
  const slug = unslash(fullSlug);
  return slug === routing.homeSlug ? '/' : toRoutePath(slug);
}

/**
 * Site-relative URL of a route's page-data file (docs/behaviour.md §7): `/` → `/assets/data/index.json`, or the data
 * path the route's metadata names (src/config/route-data-paths.ts).
 */
export function pageDataUrl(
  routePath: string,
  prefix: string = routing.pathPrefix,
  table: readonly RouteDataPath[] = routeDataPaths,
): string {
  const named = namedDataPath(routePath, table);
  if (named) return withPrefix(`${routing.dataDir}/${named}`, prefix);
  const inner = unslash(routePath);
  return withPrefix(`${routing.dataDir}/${inner ? `${inner}/` : ''}index.json`, prefix);
}

/** File of a route inside the output folder: `/a/b/` → `a/b/index.html`. */
export function routeFile(routePath: string, fileName: string): string {
  const inner = unslash(routePath);
  return inner ? `${inner}/${fileName}` : fileName;
}
