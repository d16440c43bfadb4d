/**
 * The router-link options of the original site's buttons, for the links of this one:
 * - `append`: the link's path is appended to the current page's path (`/tarjetas/` + `requisitos` →
 *   `/tarjetas/requisitos/`);
 * - `exact`: the link counts as active only on its own page; without it, also on every page under it.
 * Active links carry the original's class names and `aria-current="page"` on their own page.
 */
import { routing } from '../../config/site';
import { toRoutePath, unslash } from '../../common/paths';
import { stripPrefix, withPrefix } from '../../config/site-paths';

// Only to split a site href into its parts; never shown or requested.
const base = 'http://site.invalid';

/** The href of an internal link with `append`: its path joined to the current route path. */
export function appendToCurrentPath(
  href: string,
  currentPath: string,
  prefix: string = routing.pathPrefix,
): string {
  const url = new URL(href, base);
  const own = unslash(stripPrefix(url.pathname, prefix));
  return withPrefix(toRoutePath(`${currentPath}/${own}`), prefix) + url.search + url.hash;
}

export interface ActiveState {
  /** The current page is the link's page or lies under it. */
  active: boolean;
  /** The current page is the link's page. */
  exactActive: boolean;
}

/**
 * Whether an internal link is active on the current page. A link to an anchor or with a query is never
 * active: the page is prerendered without knowing the address's hash or query.
 */
export function activeState(
  href: string,
  currentPath: string,
  prefix: string = routing.pathPrefix,
): ActiveState {
  const url = new URL(href, base);
  if (url.hash || url.search) return { active: false, exactActive: false };
  const linkPath = toRoutePath(stripPrefix(url.pathname, prefix));
  const exactActive = linkPath === currentPath;
  return { active: exactActive || currentPath.startsWith(linkPath), exactActive };
}

/** The class names of the original site's router links (vue-router's defaults). */
export const activeClass = 'router-link-active';
export const exactActiveClass = 'router-link-exact-active';
