/**
 * Paths under the site's routing settings (docs/behaviour.md §2 "Routing behaviour", §7): the configured path
 * prefix, the home story and the page-data folder applied to site paths. Pure; used by build and browser alike.
 */
import { namedDataPath, type RouteDataPath } from '../common/route-data-path';
import { collapseSlashes, toRoutePath, unslash } from '../common/paths';
import { routeDataPaths } from './route-data-paths';
import { routing } from './site';

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
