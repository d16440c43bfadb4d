/**
 * Route metadata that names another page-data path (docs/behaviour.md §2 "Routing behaviour", §7). Patterns are route
 * paths whose `:name` segments match any one segment; the first matching entry wins. Pure: the router,
 * the prefetcher and the build resolve data files through the same table, so they always agree.
 */
export interface RouteDataPath {
  /** Route pattern, e.g. `/simulador/:producto/`. */
  route: string;
  /** Data file under the data folder, e.g. `/simulador/_producto/index.json`. */
  dataPath: string;
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

export function routeMatches(pattern: string, routePath: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(routePath);
  if (expected.length !== actual.length) return false;
  return expected.every((segment, i) => segment.startsWith(':') || segment === actual[i]);
}

/** The data path a route's metadata names, or undefined when the route uses its own file. */
export function namedDataPath(routePath: string, table: readonly RouteDataPath[]): string | undefined {
  return table.find((entry) => routeMatches(entry.route, routePath))?.dataPath;
}

/** The data path of a parameterised route as the original runtime derives it: `/a/:id/` → `/a/_id/index.json`. */
export function dataPathOfPattern(pattern: string): string {
  const inner = segmentsOf(pattern).map((segment) => segment.replace(/^:/, '_'));
  return `/${[...inner, 'index.json'].join('/')}`;
}
