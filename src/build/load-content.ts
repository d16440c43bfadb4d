/** Reads a content source and turns it into validated stories, a route table and a list of problems. */
import type { ContentError } from '../content/content-error';
import { normalizeStories } from '../content/normalize';
import type { ContentSource } from '../content/source';
import type { Story } from '../content/story';
import { findBrokenLinks } from './broken-links';
import { findMissingIcons } from './missing-icons';
import { fallbackNotFoundStory } from './not-found-story';
import { buildRouteTable, type Route, type RouteTable } from './routes';

export interface LoadedContent extends RouteTable {
  /** Every route, plus the not-found page (the content's own or the built-in one). */
  notFoundRoute: Route;
  /** Every story pages are made from: the routes', the not-found page's and the global story (menus, footer). */
  stories: Story[];
  errors: ContentError[];
}

export async function loadContent(source: ContentSource): Promise<LoadedContent> {
  const raw = await source.loadStories();
  const normalized = normalizeStories(raw.stories);
  const table = buildRouteTable(normalized.stories);
  const routePaths = new Set(table.routes.map((r) => r.path));
  const brokenLinks = findBrokenLinks(normalized.stories, routePaths);
  const notFoundRoute = table.notFound ?? { path: '/404/', story: fallbackNotFoundStory };
  const stories = [
    ...table.routes.map((route) => route.story),
    ...(table.notFound ? [] : [notFoundRoute.story]),
    ...(table.global ? [table.global] : []),
  ];
  return {
    ...table,
    notFoundRoute,
    stories,
    errors: [
      ...raw.errors,
      ...normalized.errors,
      ...table.errors,
      ...brokenLinks,
      ...findMissingIcons(normalized.stories),
    ],
  };
}
