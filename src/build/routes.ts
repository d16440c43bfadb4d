/** Route table: every story becomes a route ending in `/` (SPEC §2); the global story is not a page. */
import { routing } from '../config/site';
import { ContentError } from '../content/content-error';
import type { Story } from '../content/story';
import { storyRoutePath } from '../shared/paths';

export interface Route {
  path: string;
  story: Story;
}

export interface RouteTable {
  routes: Route[];
  /** The not-found page's route (`/404/`), if the content has one. */
  notFound: Route | undefined;
  global: Story | undefined;
  errors: ContentError[];
}

export function buildRouteTable(stories: readonly Story[]): RouteTable {
  const byPath = new Map<string, Route>();
  const errors: ContentError[] = [];
  let global: Story | undefined;
  for (const story of stories) {
    if (story.full_slug === routing.globalSlug) {
      global = story;
      continue;
    }
    const path = storyRoutePath(story.full_slug);
    const existing = byPath.get(path);
    if (existing) {
      errors.push(
        new ContentError(
          'duplicate_route',
          `Stories "${existing.story.full_slug}" (id ${existing.story.id}) and "${story.full_slug}" (id ${story.id}) both map to ${path}`,
          {
            story: story.full_slug,
            field: 'full_slug',
            hint: 'Give one of the stories another slug; each route must come from one story.',
          },
        ),
      );
      continue;
    }
    byPath.set(path, { path, story });
  }
  const routes = [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
  return { routes, notFound: byPath.get(`/${routing.notFoundSlug}/`), global, errors };
}
