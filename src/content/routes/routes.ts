/**
 * Route table: every story becomes a route ending in `/` (docs/behaviour.md §2); the global story is not a page. Every
 * story passes through here, whichever source it came from, so this is where a slug is checked before it
 * names a file of the output.
 */
import { routing } from '../../config/site';
import { ContentError } from '../content-error';
import { printableSlug, slugProblem, type SlugRules } from '../slug-rules';
import type { Story } from '../story';
import { storyRoutePath } from '../../config/site-paths';
import { reservedTopNames } from '../../config/output-names';

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

/** The global and not-found stories may use the names reserved for them; nothing else may. */
function defaultSlugRules(): SlugRules {
  return {
    reservedFirstSegments: reservedTopNames(),
    allowedSlugs: new Set([routing.globalSlug, routing.notFoundSlug, `${routing.notFoundSlug}/`]),
  };
}

export function buildRouteTable(
  stories: readonly Story[],
  rules: SlugRules = defaultSlugRules(),
): RouteTable {
  const byPath = new Map<string, Route>();
  // Keyed without case too: two routes that differ only in case are one folder on some file systems.
  const byFoldedPath = new Map<string, Route>();
  const errors: ContentError[] = [];
  let global: Story | undefined;
  for (const story of stories) {
    const problem = slugProblem(story.full_slug, rules);
    if (problem) {
      errors.push(
        new ContentError('invalid_slug', `${problem.message}; the story is left out`, {
          story: printableSlug(story.full_slug),
          field: 'full_slug',
          hint: problem.hint,
        }),
      );
      continue;
    }
    if (story.full_slug === routing.globalSlug) {
      global = story;
      continue;
    }
    const path = storyRoutePath(story.full_slug);
    const existing = byFoldedPath.get(path.toLowerCase());
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
    const route = { path, story };
    byPath.set(path, route);
    byFoldedPath.set(path.toLowerCase(), route);
  }
  const routes = [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
  return { routes, notFound: byPath.get(`/${routing.notFoundSlug}/`), global, errors };
}
