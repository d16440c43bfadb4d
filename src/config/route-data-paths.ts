import type { RouteDataPath } from '../common/route-data-path';

/**
 * Routes whose page data lives under another path (docs/behaviour.md §2, §7: "a route's metadata may give another data
 * path"). A route with parameters (`/simulador/:producto/`) has one data file for all its values, named
 * like the original runtime names it (`:param` → `_param`): `/simulador/_producto/index.json`.
 *
 * Every route of the bundled content comes from one story and has its own file, so the table is empty; a
 * route added here is served by the build and loaded by the router and the prefetcher from the same file.
 */
export const routeDataPaths: readonly RouteDataPath[] = [];
