/**
 * A build never replaces a site with a much smaller one by accident: a content source that answers with
 * part of the space (an unpublished folder, the wrong token, an emptied folder) would otherwise publish a
 * site with pages missing. The last good output's sitemap says how many public routes it had; when the new
 * content has fewer by more than the allowed share, the build stops before writing anything.
 */
import { readFile } from 'node:fs/promises';
import { BuildError } from '../../common/errors';
import { insideFolder } from '../../common/inside-folder';
import { sitemapFile } from '../../config/output-names';
import type { Route } from '../../content/routes/routes';
import { defaultMaxShrink, type BuildOptions } from '../options';
import { isPublicRoute } from '../../content/routes/public-routes';

/** Public routes of an existing output (the `<url>` entries of its sitemap); null when it has none. */
export async function previousPublicRoutes(outDir: string): Promise<number | null> {
  const text = await readFile(insideFolder(outDir, sitemapFile), 'utf8').catch(() => null);
  if (text === null || !text.includes('<urlset')) return null;
  return text.match(/<url>/g)?.length ?? 0;
}

export interface ShrinkCheck {
  before: number | null;
  after: number;
  /** Largest allowed share of lost routes, 0 to 1. */
  maxShrink: number;
  allowShrink: boolean;
  outDir: string;
}

/** The error that stops the build, or null when the new site may replace the previous one. */
export function shrinkError(check: ShrinkCheck): BuildError | null {
  const { before, after, maxShrink } = check;
  if (check.allowShrink || before === null || before === 0 || after >= before) return null;
  const lost = (before - after) / before;
  if (lost <= maxShrink) return null;
  const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;
  return new BuildError(
    'site_shrank',
    `Build stopped: the site would shrink from ${before} to ${after} public routes (${percent(lost)} fewer, more than the allowed ${percent(maxShrink)}). ${check.outDir} was left as it was.`,
    'If those pages were removed on purpose, build again with --allow-shrink (or raise the limit with --max-shrink=0.5 / MAX_ROUTE_SHRINK=0.5); otherwise check the content source (an unpublished folder, the token, STORYBLOK_VERSION, CONTENT_DIR).',
  );
}

/** Stops the build when the content has lost too many of the previous output's public routes. */
export async function guardAgainstShrink(
  routes: readonly Route[],
  options: Pick<BuildOptions, 'outDir' | 'maxShrink' | 'allowShrink'>,
): Promise<void> {
  const shrink = shrinkError({
    before: await previousPublicRoutes(options.outDir),
    after: routes.filter((route) => isPublicRoute(route.path)).length,
    maxShrink: options.maxShrink ?? defaultMaxShrink,
    allowShrink: options.allowShrink ?? false,
    outDir: options.outDir,
  });
  if (shrink) throw shrink;
}
