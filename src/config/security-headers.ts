/**
 * Response headers of the site (issue 11): a Content-Security-Policy without 'unsafe-inline' for
 * scripts, nosniff, referrer and permissions policies, and cache rules (hashed assets immutable, HTML and
 * page data revalidated). Written to dist/_headers for static hosts (Cloudflare Pages syntax, where
 * `! Name` detaches a header set by an earlier rule) and applied by `npm run serve` from the same file.
 */
import { ConfigError } from '../common/errors';
import { integrations } from './integrations';
import {
  buildContentRegion,
  contentRegion,
  storyblokRegions,
  type StoryblokRegion,
} from './storyblok-regions';

export interface HeaderRule {
  /** `/*` matches everything; `/assets/*` a folder; otherwise an exact path. */
  pattern: string;
  /** Why the rule is as it is, written into `_headers` as `#` lines above it. */
  comment?: string;
  /** Headers to set; a `null` value removes a header set by an earlier matching rule. */
  headers: [name: string, value: string | null][];
}

export interface CspSources {
  /** Origins pages may embed in iframes (from the content's iframe and video blocks). */
  frameOrigins: readonly string[];
  /**
   * Storyblok region whose asset hosts serve the content's images and videos; by default the one the
   * build reads from (STORYBLOK_ENDPOINT / STORYBLOK_REGION, src/config/storyblok-regions.ts).
   */
  region?: StoryblokRegion;
  /**
   * Hash sources (`'sha256-…'`) of the inline scripts the public pages carry: the boot script
   * (docs/performance.md), inlined so the first paint waits on no script request. Nothing else inline runs.
   */
  scriptHashes?: readonly string[];
}

/** Storyblok's visual editor frames the preview screens. */
const storyblokAppOrigin = 'https://app.storyblok.com';

/**
 * The region's asset hosts as CSP host sources without a scheme: on an https page they allow https only,
 * and a protocol-relative asset URL (`//a.storyblok.com/…`) on a page served over http (npm run serve)
 * loads too, which `https://a.storyblok.com` would block.
 */
export function storyblokAssetSources(region: StoryblokRegion): string[] {
  return [...storyblokRegions[region].assets];
}

function regionOf(sources: CspSources): StoryblokRegion {
  return sources.region ?? buildContentRegion(typeof process === 'undefined' ? {} : process.env);
}

export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url.replace('{shortname}', integrations.disqusShortname || 'x'));
    // URL parsing lets `;` and `,` into a host ("https://x.example;sandbox/"): such an origin is no host
    // the policy can name, so an iframe of the content or a setting with one is simply not allowed.
    const plainHost = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d+)?$/i.test(parsed.host);
    return /^https?:$/.test(parsed.protocol) && plainHost ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** A tile address with its placeholders filled, so that it parses as a URL (its origin is what counts). */
function mapTilesSample(url: string): string {
  return url.replace(/\{[a-z]\}/g, '0');
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => !!v))].sort();
}

/**
 * A source list item is one token: `;` ends a directive, `,` a policy, whitespace a source. A value holding
 * one (a configured host such as `tiles.example;sandbox`) would write directives of its own into every
 * page's policy, so the writer refuses it whatever checked it before.
 */
function checkedSource(directive: string, source: string): string {
  if (source === '' || /[;,\s]/.test(source))
    throw new ConfigError(
      'invalid_csp_source',
      `Content-Security-Policy ${directive}: refused the source ${JSON.stringify(source)} (a source has no ";", "," or whitespace)`,
      'Correct the setting or content the source comes from (a VITE_* address, an iframe or video URL).',
    );
  return source;
}

function policy(directives: Record<string, readonly string[]>): string {
  for (const [name, sources] of Object.entries(directives))
    for (const source of sources) checkedSource(name, source);
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`.trim())
    .join('; ');
}

/** Third-party origins that are configured; unconfigured features add nothing. */
function thirdParty() {
  const disqus = integrations.disqusShortname
    ? [
        originOf(integrations.disqusEmbedUrl),
        'https://disqus.com',
        'https://*.disqus.com',
        'https://*.disquscdn.com',
      ]
    : [];
  const analytics = integrations.analyticsId ? [originOf(integrations.analyticsScriptUrl)] : [];
  return {
    scripts: unique([
      originOf(integrations.trackingScriptUrl),
      originOf(integrations.chatScriptUrl),
      ...analytics,
      ...disqus,
    ]),
    connect: unique([
      originOf(integrations.ipLookupUrl),
      originOf(integrations.trackingScriptUrl),
      originOf(integrations.chatScriptUrl),
      ...analytics,
      ...disqus,
    ]),
    frames: unique([...disqus, originOf(integrations.chatScriptUrl)]),
    // Leaflet draws tiles as <img>: the map's tile host is an image source, and nothing else of it is needed.
    images: unique([
      ...analytics,
      ...disqus,
      originOf(integrations.trackingScriptUrl),
      originOf(mapTilesSample(integrations.mapTilesUrl)),
    ]),
  };
}

/**
 * The one exception to "scripts only from files": the site search (Pagefind, docs/behaviour.md "Site
 * search") runs its search engine as WebAssembly, which a CSP blocks unless script-src allows compiling it.
 * 'wasm-unsafe-eval' allows exactly that, and not JavaScript's eval ('unsafe-eval') or inline scripts; the
 * module comes from the site's own /pagefind/ folder, and no other code of the site compiles WebAssembly.
 */
export const wasmSource = "'wasm-unsafe-eval'";

function pageCsp(sources: CspSources): string {
  const tp = thirdParty();
  const assetHosts = storyblokAssetSources(regionOf(sources));
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(sources.scriptHashes ?? []), wasmSource, ...tp.scripts],
    // React and Bootstrap components set style attributes; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...assetHosts, ...tp.images],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...tp.connect],
    // The local_video block plays files of the content folder or of Storyblok's asset library.
    'media-src': ["'self'", ...assetHosts],
    'frame-src': unique([...sources.frameOrigins, ...tp.frames]).length
      ? unique([...sources.frameOrigins, ...tp.frames])
      : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * The region of the drafts the preview screens read (VITE_PREVIEW_ENDPOINT / VITE_PREVIEW_REGION), else
 * the build's.
 */
function previewRegion(sources: CspSources): StoryblokRegion {
  const env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env;
  if (!env.VITE_PREVIEW_ENDPOINT?.trim() && !env.VITE_PREVIEW_REGION?.trim()) return regionOf(sources);
  return contentRegion({ region: env.VITE_PREVIEW_REGION, endpoint: env.VITE_PREVIEW_ENDPOINT });
}

/** The preview screens talk to the content service and load Storyblok's bridge; Storyblok frames them. */
function previewCsp(sources: CspSources, contentServiceOrigin: string | null): string {
  const region = previewRegion(sources);
  const assetHosts = storyblokAssetSources(region);
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", storyblokAppOrigin],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...assetHosts],
    'connect-src': unique([
      "'self'",
      contentServiceOrigin,
      `https://${storyblokRegions[region].api}`,
      'https://*.storyblok.com',
    ]),
    'media-src': ["'self'", ...assetHosts],
    'frame-src': sources.frameOrigins.length ? [...sources.frameOrigins] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'", storyblokAppOrigin],
  });
}

export const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/**
 * Headers a browser only acts on for a document (a page it shows, frames or opens windows from): on a
 * script, stylesheet, font, image or JSON file they are bytes on every response and do nothing (issue 15).
 */
const documentOnly = [
  'Referrer-Policy',
  'Permissions-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  'Strict-Transport-Security',
] as const;

/**
 * The Content-Security-Policy of a file that is not a page. As a subresource a file ignores it; it applies
 * when the file is opened on its own, and an SVG opened so is a document that may hold script: `sandbox`
 * and `default-src 'none'` keep that inert (its inline styles and `data:`/own images still show).
 */
export const assetCsp = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox";

/**
 * Folders of files that are never pages: hashed bundles, fonts and images, page data (`/assets/`), content
 * images, SVG included (`/content-images/`), and the site search's index and script (`/pagefind/`). They
 * keep nosniff and their caching, with the short policy above instead of the page's and none of the
 * document-only headers. A missing file is answered with the 404 page, which takes the page headers
 * (`pageHeadersPath`).
 */
export const assetPaths = ['/assets/*', '/content-images/*', '/pagefind/*'] as const;

/** The path whose headers a page answered for `pathname` takes (the 404 page, an error): a page's own, or `/`. */
export function pageHeadersPath(pathname: string): string {
  return assetPaths.some((pattern) => matches(pattern, pathname)) ? '/' : pathname;
}

/**
 * A rule that replaces headers of an earlier matching rule detaches them first: Cloudflare Pages joins two
 * values of one header with a comma instead of taking the later one.
 */
function replacing(
  pattern: string,
  headers: [string, string][],
  removed: readonly string[] = [],
): HeaderRule {
  return {
    pattern,
    headers: [
      ...removed.map((name): [string, null] => [name, null]),
      ...headers.flatMap(([name, value]): [string, string | null][] => [
        [name, null],
        [name, value],
      ]),
    ],
  };
}

export function siteHeaderRules(
  sources: CspSources,
  contentServiceOrigin: string | null = null,
): HeaderRule[] {
  const preview = previewCsp(sources, contentServiceOrigin);
  // Storyblok's visual editor frames the preview screens: their own CSP (frame-ancestors), no X-Frame-Options.
  const previewRule = (pattern: string): HeaderRule =>
    replacing(
      pattern,
      [
        ['Content-Security-Policy', preview],
        ['Cache-Control', revalidate],
      ],
      ['X-Frame-Options'],
    );
  return [
    {
      pattern: '/*',
      comment:
        "script-src 'wasm-unsafe-eval': the site search (Pagefind, loaded from /pagefind/ only when a visitor " +
        'opens it) runs its search engine as WebAssembly, which the browser compiles only with this source. ' +
        "It allows compiling WebAssembly, not eval() ('unsafe-eval') or inline scripts." +
        (sources.scriptHashes?.length
          ? " The 'sha256-' source is the pages' boot script, inlined in their head: that one script's exact " +
            'text may run inline, nothing else.'
          : ''),
      headers: [
        ['Content-Security-Policy', pageCsp(sources)],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        [
          'Permissions-Policy',
          // The place finder's 'Cerca de mí' asks for the position on the site's own pages (docs/behaviour.md §10).
          'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()',
        ],
        ['X-Frame-Options', 'DENY'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
        // Static hosts serve over https; browsers ignore HSTS on plain http anyway.
        ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
        // HTML and page data revalidate, so a deploy never strands visitors on stale page data.
        ['Cache-Control', revalidate],
      ],
    },
    ...assetPaths.map((pattern) => replacing(pattern, [['Content-Security-Policy', assetCsp]], documentOnly)),
    replacing('/assets/*', [['Cache-Control', immutable]]),
    // Page data keeps its name from build to build: revalidated like the pages (content images and the
    // search index's entry and script too, by `/*`).
    replacing('/assets/data/*', [['Cache-Control', revalidate]]),
    previewRule('/editor/*'),
    previewRule('/global/*'),
  ];
}

export function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*'))
    return pathname.startsWith(pattern.slice(0, -1)) || pathname === pattern.slice(0, -2);
  return pathname === pattern;
}

/** Headers for a path: rules in order, later values replace earlier ones, `null` removes. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      if (value === null) result.delete(name.toLowerCase());
      else result.set(name.toLowerCase(), value);
    }
  }
  return result;
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return (
    rules
      .map((rule) =>
        [
          ...(rule.comment ? [`# ${rule.comment}`] : []),
          rule.pattern,
          ...rule.headers.map(([name, value]) => (value === null ? `  ! ${name}` : `  ${name}: ${value}`)),
        ].join('\n'),
      )
      .join('\n') + '\n'
  );
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules[rules.length - 1];
    if (!rule) continue;
    const trimmed = line.trim();
    if (trimmed.startsWith('!')) {
      rule.headers.push([trimmed.slice(1).trim(), null]);
    } else {
      const colon = trimmed.indexOf(':');
      if (colon > 0) rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
    }
  }
  return rules;
}
