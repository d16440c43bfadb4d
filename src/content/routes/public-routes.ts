/**
 * Which routes the site offers to crawlers (issue 11 "SEO"): the sitemap lists them, the shrink guard counts
 * them, and no two of them may share a meta description (issue 20).
 */
import { isRetiredRoute, seo } from '../../config/seo';

/** A route crawlers should see: not a preview screen, not the not-found page, not a retired page. */
export function isPublicRoute(routePath: string): boolean {
  if ((seo.privatePaths as readonly string[]).includes(routePath)) return false;
  return !isRetiredRoute(routePath);
}
