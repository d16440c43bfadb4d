/**
 * dist/sitemap.xml and dist/robots.txt (issue 11 "SEO"): every public route with its absolute URL and
 * publication date; preview screens, the not-found page and retired `-old` pages are left out.
 */
import { writeFile } from 'node:fs/promises';
import { routing } from '../../config/site';
import { absoluteUrl } from '../../common/absolute-url';
import { insideFolder } from '../../common/inside-folder';
import { withPrefix } from '../../config/site-paths';
import { robotsFile, sitemapFile } from '../../config/output-names';
import { isPublicRoute } from '../../content/routes/public-routes';
import type { Route } from '../../content/routes/routes';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `2025-06-02T16:40:09.511Z` → `2025-06-02`; anything that is not an ISO date gives no lastmod. */
function dateOnly(timestamp: string | null): string | null {
  const match = timestamp ? /^(\d{4}-\d{2}-\d{2})(T|$)/.exec(timestamp) : null;
  return match?.[1] ?? null;
}

export function sitemapXml(routes: readonly Route[], siteUrl: string): string {
  const entries = routes
    .filter((route) => isPublicRoute(route.path))
    .map((route) => {
      const lastmod = dateOnly(route.story.published_at);
      const loc = `<loc>${escapeXml(absoluteUrl(siteUrl, withPrefix(route.path)))}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
    });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('') +
    '</urlset>\n'
  );
}

export function robotsTxt(siteUrl: string): string {
  const disallow = routing.customRoutes.map((route) => `Disallow: ${withPrefix(route)}\n`).join('');
  return `User-agent: *\n${disallow}\nSitemap: ${absoluteUrl(siteUrl, withPrefix(`/${sitemapFile}`))}\n`;
}

/** Writes both files into the output folder; returns the bytes written. */
export async function writeSeoFiles(
  outDir: string,
  routes: readonly Route[],
  siteUrl: string,
): Promise<number> {
  const sitemap = sitemapXml(routes, siteUrl);
  const robots = robotsTxt(siteUrl);
  await writeFile(insideFolder(outDir, sitemapFile), sitemap);
  await writeFile(insideFolder(outDir, robotsFile), robots);
  return Buffer.byteLength(sitemap) + Buffer.byteLength(robots);
}
