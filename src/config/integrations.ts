/**
 * Third-party addresses, configurable at build time through VITE_* variables (Vite inlines them into
 * both bundles). A feature whose address is not configured is off, so a fresh clone and the tests never
 * reach the network (docs/architecture.md "Deliberate deviations").
 */
import { checkConfig } from '../common/check-config';
import { integrationVariablesSchema, type IntegrationVariables } from './integrations-schema';

type Env = Record<string, string | boolean | undefined>;

// import.meta.env exists in Vite bundles (which inline the VITE_* values); the Node build scripts that
// need the same values (security headers, sitemap) read them from the process environment. Under Vitest
// import.meta.env exists but is a snapshot taken at start, so a value missing there is looked up in the
// process too (a browser has no `process`).
const env: Env = (import.meta as ImportMeta & { env?: Env }).env ?? {};
const processEnv: Env = typeof process === 'undefined' ? {} : process.env;

function read(name: string, fallback = ''): string {
  for (const value of [env[name], processEnv[name]]) {
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return fallback;
}

/** The variables as set, or their defaults; checked below, so a typo fails the build naming the variable. */
const variables: IntegrationVariables = {
  VITE_APP_STORE_URL: read('VITE_APP_STORE_URL', 'https://apps.apple.com/sv/app/mi-bancazul/id1490000000'),
  VITE_PLAY_STORE_URL: read(
    'VITE_PLAY_STORE_URL',
    'https://play.google.com/store/apps/details?id=sv.bancoazul.mibancazul',
  ),
  VITE_TRACKING_SCRIPT_URL: read('VITE_TRACKING_SCRIPT_URL'),
  VITE_CHAT_SCRIPT_URL: read('VITE_CHAT_SCRIPT_URL'),
  VITE_IP_LOOKUP_URL: read('VITE_IP_LOOKUP_URL'),
  VITE_IP_LOOKUP_TIMEOUT_MS: read('VITE_IP_LOOKUP_TIMEOUT_MS'),
  VITE_DISQUS_SHORTNAME: read('VITE_DISQUS_SHORTNAME'),
  VITE_DISQUS_EMBED_URL: read('VITE_DISQUS_EMBED_URL', 'https://{shortname}.disqus.com/embed.js'),
  VITE_ANALYTICS_ID: read('VITE_ANALYTICS_ID'),
  VITE_ANALYTICS_SCRIPT_URL: read('VITE_ANALYTICS_SCRIPT_URL', 'https://www.googletagmanager.com/gtm.js'),
  VITE_MAP_TILES_URL: read('VITE_MAP_TILES_URL'),
  VITE_MAP_TILES_ATTRIBUTION: read('VITE_MAP_TILES_ATTRIBUTION', '© colaboradores de OpenStreetMap'),
};

// Node only (see checkConfig): the browser bundle drops this check and its schema.
if (!import.meta.env || import.meta.env.SSR) {
  checkConfig(
    integrationVariablesSchema(),
    variables,
    'integration settings (environment variables)',
    'correct or unset the variable named above; an empty value turns its feature off.',
  );
}

export const integrations = {
  /** Mobile-banking app listings for the /banca-movil-descarga/ redirect (docs/behaviour.md §2). */
  appStoreUrl: variables.VITE_APP_STORE_URL,
  playStoreUrl: variables.VITE_PLAY_STORE_URL,
  /** Marketing/CRM tracking script, added to the head async + defer (docs/behaviour.md §1). Empty: none. */
  trackingScriptUrl: variables.VITE_TRACKING_SCRIPT_URL,
  /** Contact-centre web chat script, added to the head async + defer (docs/behaviour.md §1). Empty: none. */
  chatScriptUrl: variables.VITE_CHAT_SCRIPT_URL,
  /** IP-lookup service for the consent event (docs/behaviour.md §7), asked with `format=json`. Empty: IP 'unknown'. */
  ipLookupUrl: variables.VITE_IP_LOOKUP_URL,
  /** A slow lookup must not hold the consent event back for long. */
  ipLookupTimeoutMs: positiveNumber(variables.VITE_IP_LOOKUP_TIMEOUT_MS, 3000),
  /** Disqus forum of the comments widget (docs/behaviour.md §7). Empty: comments off. */
  disqusShortname: variables.VITE_DISQUS_SHORTNAME,
  /** Embed script address; `{shortname}` is replaced. Configurable so tests serve their own. */
  disqusEmbedUrl: variables.VITE_DISQUS_EMBED_URL,
  /** Tag-manager container that receives page views and the consent event. Empty: analytics off. */
  analyticsId: variables.VITE_ANALYTICS_ID,
  /** Tag-manager script, asked with `id={analyticsId}`. */
  analyticsScriptUrl: variables.VITE_ANALYTICS_SCRIPT_URL,
  /**
   * Map tiles of the place finder's 'Ver mapa' (docs/behaviour.md §10, decision 0004), with `{z}`, `{x}`, `{y}`.
   * Empty: no map (the list, 'Cerca de mí' and the filters still work). On another host the map waits for
   * functional consent; a path from the site root (self-hosted tiles) does not.
   */
  mapTilesUrl: variables.VITE_MAP_TILES_URL,
  /** Shown in the map's corner, as the tile provider's licence asks (plain text). */
  mapTilesAttribution: variables.VITE_MAP_TILES_ATTRIBUTION,
  /**
   * Public origin of the site, for canonical URLs, social tags, the sitemap and robots.txt. SITE_URL is
   * read from the process (the build and its server render run in Node); VITE_SITE_URL also reaches the
   * browser bundle. The default is a reserved domain, so a forgotten setting cannot point at a real site.
   * siteOrigin checks it itself (an origin, not any URL).
   */
  siteUrl: siteOrigin(read('SITE_URL') || read('VITE_SITE_URL')),
} as const;

function positiveNumber(text: string, fallback: number): number {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * `https://host[:port]` without a trailing slash. An origin only: a site under a sub-path sets the path
 * prefix (routing.pathPrefix) instead, so every URL is made one way. A bad value stops the build early.
 */
export function siteOrigin(text: string, fallback = 'https://www.bancoazul.example'): string {
  if (!text) return fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(
      `SITE_URL "${text}" is not a URL. Hint: give the site's origin, e.g. https://www.example.com`,
    );
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `SITE_URL "${text}" must be an http(s) origin without a path. Hint: a site under a sub-path uses the path prefix.`,
    );
  }
  return url.origin;
}
