/**
 * Public pages that would carry the same meta description (issue 20): a search result or a shared link
 * could not tell them apart. A warning naming every such page: the pages still build.
 */
import { ContentError } from '../content/content-error';
import { pageHead } from '../layouts/head';
import { pageDataFor } from './page-data';
import type { Route } from './routes';
import { isPublicRoute } from './sitemap';

/** A description as the report quotes it: short, since a group shares it. */
function quoted(description: string): string {
  return `"${description.length > 60 ? `${description.slice(0, 60)}…` : description}"`;
}

export function findDuplicateDescriptions(routes: readonly Route[]): ContentError[] {
  const byDescription = new Map<string, Route[]>();
  for (const route of routes) {
    if (!isPublicRoute(route.path)) continue;
    // What the page's head says, by the head's own rule (the site's description where the page has none).
    const { description } = pageHead(pageDataFor(route, '').data);
    byDescription.set(description, [...(byDescription.get(description) ?? []), route]);
  }
  return [...byDescription.entries()]
    .filter(([, group]) => group.length > 1)
    .flatMap(([description, group]) =>
      group.map((route) => {
        const others = group.filter((other) => other !== route).map((other) => other.path);
        return new ContentError(
          'duplicate_description',
          `The page's meta description ${quoted(description)} is also that of ${others.join(', ')}`,
          {
            story: route.story.full_slug,
            uid: route.story.content._uid,
            component: route.story.content.component,
            field: 'seo_description',
            found: quoted(description),
            severity: 'warning',
            hint: "Write the page's own seo_description in Storyblok, or open its body with an introduction of its own.",
          },
        );
      }),
    );
}
