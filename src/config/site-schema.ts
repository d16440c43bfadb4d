/**
 * The site config entity (docs/behaviour.md §3 "Site config") and the constants of docs/behaviour.md §1, §9: what each value may
 * be. src/config/site.ts holds the values and is checked against this when it loads.
 */
// Plain zod/mini: these schemas run in Node only, where zod's generated parsers are allowed (see zod-mini.ts).
import { z } from 'zod/mini';

/**
 * Built on demand, not at module load: only Node checks the config (see checkConfig), and a module-level
 * schema would stay in the browser bundle anyway, because the bundler cannot prove zod/mini's `.check()`
 * calls free of side effects.
 */
export function siteConfigSchema() {
  const text = z.string().check(z.minLength(1, 'expected a non-empty text'));
  const positive = z.number().check(z.positive('expected a number above 0'));
  const positiveInt = z.int().check(z.positive('expected a whole number above 0'));
  const fraction = z
    .number()
    .check(z.gte(0, 'expected a number from 0 to 1'), z.lte(1, 'expected a number from 0 to 1'));
  /** A site-root path: `/x`, no trailing slash (routes add their own). */
  const rootPath = z.string().check(z.regex(/^\/[^/]|^\/$/, 'expected a path starting with one "/"'));
  /** A route as the router keeps it: leading and trailing slash (docs/behaviour.md §2 "All routes end in a trailing slash"). */
  const routePath = z.string().check(z.regex(/^\/(?:[^/]+\/)*$/, 'expected a route path like "/a/b/"'));
  const slug = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a story slug (a-z, 0-9, -)'));
  const cssPixels = z.string().check(z.regex(/^-?\d+px$/, 'expected a length in px, e.g. "20px"'));
  const httpsUrl = z.string().check(z.regex(/^https:\/\/[^/\s]+\/\S*$/, 'expected an https:// address'));

  const siteSchema = z.object({
    brand: text,
    legalName: text,
    /** docs/behaviour.md §1: the site description is empty. */
    description: z.string(),
    metaDescription: text,
    keywords: z.readonly(z.array(text)),
    lang: z
      .string()
      .check(z.regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'expected a language tag like "es" or "es-SV"')),
    viewport: text,
    favicon: rootPath,
    domainVerification: z.object({ name: text, content: text }),
    version: z.string().check(z.regex(/^\d+\.\d+\.\d+/, 'expected a version like "1.2.3"')),
    titleTemplate: z.custom<(pageTitle: string) => string>(
      (v) => typeof v === 'function',
      'expected a function of the page title',
    ),
  });

  const routingSchema = z.object({
    /** Empty, or `/sub` (docs/behaviour.md §2 "a configurable path prefix (empty by default)"). */
    pathPrefix: z.union([
      z.literal(''),
      z.string().check(z.regex(/^(\/[^/]+)+$/, 'expected "" or a prefix like "/sub"')),
    ]),
    catchLinks: z.boolean(),
    homeSlug: slug,
    globalSlug: slug,
    notFoundSlug: slug,
    ratesSlug: slug,
    agenciesSlug: slug,
    appDownloadSlug: slug,
    dataDir: rootPath,
    customRoutes: z.readonly(z.array(routePath)),
  });

  const timingSchema = z.object({
    layoutLoadingDelayMs: positiveInt,
    prefetchDelayMs: positiveInt,
    headUpdateDebounceMs: positiveInt,
    chunkLoadTimeoutMs: positiveInt,
    sliderIntervalMs: positiveInt,
  });

  const layoutSchema = z.object({
    mobileBreakpointPx: positiveInt,
    scrollSpyOffsetPx: positiveInt,
    carouselSwipeThresholdPx: positiveInt,
    carouselDragThreshold: positive,
  });

  const prefetchSchema = z.object({
    rootMargin: cssPixels,
    threshold: fraction,
    maxConcurrent: positiveInt,
  });

  const assetsSchema = z.object({
    contentImagesPath: rootPath,
    /** Relative to a content folder (docs/behaviour.md §9 "image directory assets/images"). */
    imageDirectory: z
      .string()
      .check(z.regex(/^[^/].*[^/]$/, 'expected a relative folder, e.g. "assets/images"')),
    downArrow: rootPath,
    documentIcon: rootPath,
    locationIcon: rootPath,
  });

  const defaultsSchema = z.object({
    imageAlt: text,
    productImageAlt: text,
    titleSize: z.enum(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']),
    icon: text,
    iframeHeight: z
      .string()
      .check(z.regex(/^\d+(\.\d+)?(px|%|vh|rem|em)$/, 'expected a CSS height, e.g. "100%"')),
    incomeTaxWithholdingPercent: z
      .number()
      .check(
        z.gte(0, 'expected a percentage from 0 to 100'),
        z.lte(100, 'expected a percentage from 0 to 100'),
      ),
  });

  const consentSchema = z.object({
    cookieName: z
      .string()
      .check(z.regex(/^[A-Za-z0-9_-]+$/, 'expected a cookie name (letters, digits, - and _)')),
    maxAgeDays: positiveInt,
    path: rootPath,
    sameSite: z.enum(['Lax', 'Strict', 'None']),
    privacyPath: rootPath,
  });

  const contentServiceSchema = z.object({
    version: z.enum(['draft', 'published']),
    /** Storyblok serves at most 100 stories per page. */
    perPage: z.int().check(z.gte(1, 'expected 1 to 100'), z.lte(100, 'expected 1 to 100')),
    rateLimit: positiveInt,
    rateLimitOAuth: positiveInt,
    maxRetries: z.int().check(z.nonnegative('expected a whole number, 0 or more')),
    retryBackoffMs: positiveInt,
    timeoutSeconds: positive,
    maxRedirects: z.int().check(z.nonnegative('expected a whole number, 0 or more')),
    maxStories: positiveInt,
    maxResponseBytes: positiveInt,
  });

  const bankingPortalsSchema = z.readonly(z.array(z.object({ key: slug, label: text, href: httpsUrl })));

  return z.object({
    site: siteSchema,
    routing: routingSchema,
    timing: timingSchema,
    layout: layoutSchema,
    prefetch: prefetchSchema,
    assets: assetsSchema,
    defaults: defaultsSchema,
    consent: consentSchema,
    contentService: contentServiceSchema,
    /** Fixed texts shown to visitors: none may be empty. */
    domainTexts: z.record(z.string(), text),
    bankingPortals: bankingPortalsSchema,
    carousel: z.object({ emblaDuration: positive }),
  });
}

export type SiteConfig = z.infer<ReturnType<typeof siteConfigSchema>>;
