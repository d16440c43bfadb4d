/**
 * Public pages that would carry the same meta description (issue 20): a search result or a shared link
 * could not tell them apart. A warning per shared description, naming its pages: the pages still build.
 */
import { site } from '../../config/site';
import { ContentError } from '../content-error';
import { isPublicRoute } from '../routes/public-routes';
import { pageDescription } from '../routes/page-description';
import type { Route } from '../routes/routes';

/**
 * What the page's head says: the rule of pageHead (src/layouts/page-head.ts), the site's description where the page
 * has none, without working out the rest of the head (its image is a walk of the whole page); a test keeps the
 * two equal.
 */
export function headDescription(route: Route): string {
  // The description page data carries (route-page-data.ts), without building the page data, which copies the content.
  return pageDescription(route.story.content) || site.metaDescription;
}

/** A description as the report quotes it: short, since a group shares it. */
function quoted(description: string): string {
  return `"${description.length > 60 ? `${description.slice(0, 60)}…` : description}"`;
}

/** How many paths a warning names; a large site with one shared description would otherwise flood the report. */
export const namedPathsPerWarning = 10;

function pathList(group: readonly Route[]): string {
  const named = group.slice(0, namedPathsPerWarning).map((route) => route.path);
  const more = group.length - named.length;
  return `${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/**
 * One warning per shared description, on the first of its pages (in path order), naming the pages that
 * share it: the report stays one entry per problem however many pages a site has.
 */
export function findDuplicateDescriptions(routes: readonly Route[]): ContentError[] {
  const byDescription = new Map<string, Route[]>();
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    if (!isPublicRoute(route.path)) continue;
    const description = headDescription(route);
    const group = byDescription.get(description);
    if (group) group.push(route);
    else byDescription.set(description, [route]);
  }
  return [...byDescription.entries()].flatMap(([description, group]) => {
    const [first] = group;
    if (!first || group.length < 2) return [];
    return [
      new ContentError(
        'duplicate_description',
        `${group.length} public pages have the meta description ${quoted(description)}: ${pathList(group)}`,
        {
          story: first.story.full_slug,
          uid: first.story.content._uid,
          component: first.story.content.component,
          field: 'seo_description',
          found: quoted(description),
          severity: 'warning',
          hint: 'Give each of these stories its own seo_description in Storyblok, or open its body with an introduction of its own.',
        },
      ),
    ];
  });
}
