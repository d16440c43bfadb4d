/**
 * The stories every site needs: `home` (the page at /), `global` (header, menus and footer of every page)
 * and `404` (the not-found page). Without home or global the site does not work at all, so their absence
 * stops every build; without 404 the built-in not-found page is used and the absence is a content error.
 */
import { routing } from '../../config/site';
import { ContentError } from '../content-error';
import type { RouteTable } from './routes';

const siteBreaking = new Set<string>([routing.homeSlug, routing.globalSlug]);

export function missingCoreStories(
  table: Pick<RouteTable, 'routes' | 'global' | 'notFound'>,
): ContentError[] {
  const missing = (slug: string, what: string, hint: string) =>
    new ContentError('missing_story', `The content has no "${slug}" story: ${what}`, { story: slug, hint });
  const errors: ContentError[] = [];
  if (!table.routes.some((route) => route.path === '/')) {
    errors.push(
      missing(
        routing.homeSlug,
        'the site would have no page at /',
        `Add (or publish) the story with full_slug "${routing.homeSlug}".`,
      ),
    );
  }
  if (!table.global) {
    errors.push(
      missing(
        routing.globalSlug,
        'every page would lack its header, menus and footer',
        `Add (or publish) the story with full_slug "${routing.globalSlug}".`,
      ),
    );
  }
  if (!table.notFound) {
    errors.push(
      missing(
        routing.notFoundSlug,
        'the built-in not-found page is used instead',
        `Add (or publish) the story with full_slug "${routing.notFoundSlug}" to choose its text.`,
      ),
    );
  }
  return errors;
}

/** A missing home or global story: the build stops even when not strict. */
export function breaksTheSite(error: ContentError): boolean {
  return error.code === 'missing_story' && siteBreaking.has(error.story);
}
