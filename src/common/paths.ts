/**
 * Path helpers (docs/behaviour.md §2 "Routing behaviour"): strip slashes, collapse repeated slashes, recognise
 * mailto: and tel: links. Pure, and free of the site's settings (those that apply the path prefix and the
 * data folder are in src/config/site-paths.ts); used by build and browser alike.
 */
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

/** File of a route inside the output folder: `/a/b/` → `a/b/index.html`. */
export function routeFile(routePath: string, fileName: string): string {
  const inner = unslash(routePath);
  return inner ? `${inner}/${fileName}` : fileName;
}
