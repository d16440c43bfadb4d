/**
 * What each integration variable may hold (src/config/integrations.ts). Keyed by the variable's own name,
 * so a failed check names the variable to correct. Empty means "not configured": the feature is off.
 */
// Plain zod/mini: these schemas run in Node only, where zod's generated parsers are allowed (see zod-mini.ts).
import { z } from 'zod/mini';

/** Built on demand, for Node only: see siteConfigSchema (src/config/site-schema.ts) for why. */
export function integrationVariablesSchema() {
  /**
   * A plain host name (letters, digits, hyphens and dots) and an optional port: a host such as
   * `tiles.example;sandbox` would otherwise reach the Content-Security-Policy as a directive of its own.
   * No backslash or whitespace anywhere: browsers read `\` as `/`.
   */
  const host = String.raw`[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?`;
  const httpUrl = new RegExp(String.raw`^https?://${host}(?:[/?#][^\s\\]*)?$`);
  const httpsUrl = new RegExp(String.raw`^https://${host}(?:[/?#][^\s\\]*)?$`);
  /** Tiles served by a local test server (the browser tests' loopback origin) may be plain http. */
  const loopbackUrl = /^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d{1,5})?\/[^\s\\]*$/;
  /**
   * A path that stays on the site: from its root, with no `//` (a protocol-relative address: another host)
   * and no backslash (`/\evil.example` is `//evil.example` to a browser).
   */
  const sitePath = (v: string) => /^\/[^\s\\]*$/.test(v) && !v.includes('//');

  /** An absolute http(s) address or, on the site's own origin, a path from its root. */
  const scriptOrServiceUrl = z
    .string()
    .check(
      z.refine(
        (v) => v === '' || httpUrl.test(v) || sitePath(v),
        'expected an http(s) address or a path from the site root ("" turns the feature off)',
      ),
    );
  const storeUrl = z.string().check(z.regex(httpUrl, 'expected an http(s) address'));

  return z.object({
    VITE_APP_STORE_URL: storeUrl,
    VITE_PLAY_STORE_URL: storeUrl,
    VITE_TRACKING_SCRIPT_URL: scriptOrServiceUrl,
    VITE_CHAT_SCRIPT_URL: scriptOrServiceUrl,
    VITE_IP_LOOKUP_URL: scriptOrServiceUrl,
    VITE_IP_LOOKUP_TIMEOUT_MS: z
      .string()
      .check(z.refine((v) => v === '' || Number(v) > 0, 'expected a number of milliseconds above 0')),
    VITE_DISQUS_SHORTNAME: z
      .string()
      .check(z.regex(/^[a-z0-9-]*$/i, 'expected a Disqus shortname (letters, digits and -)')),
    /** `{shortname}` is replaced by the shortname before the address is used. */
    VITE_DISQUS_EMBED_URL: z
      .string()
      .check(
        z.refine(
          (v) => httpUrl.test(v.replaceAll('{shortname}', 'x')),
          'expected an http(s) address, with {shortname} where the shortname goes',
        ),
      ),
    VITE_ANALYTICS_ID: z
      .string()
      .check(z.regex(/^[A-Za-z0-9_-]*$/, 'expected a container id like "GTM-XXXX"')),
    VITE_ANALYTICS_SCRIPT_URL: storeUrl,
    /**
     * Map tiles: one host (no `{s}` subdomains: the CSP allows exactly the configured host), with `{z}`,
     * `{x}` and `{y}`; an https address with a plain host name (or http on the loopback, for tests), or a
     * path that stays on the site for self-hosted tiles (which need no consent: nothing leaves the site).
     */
    VITE_MAP_TILES_URL: z
      .string()
      .check(
        z.refine(
          (v) =>
            v === '' ||
            (['{z}', '{x}', '{y}'].every((part) => v.includes(part)) &&
              !v.includes('{s}') &&
              (httpsUrl.test(v) || loopbackUrl.test(v) || sitePath(v))),
          'expected a tile address with {z}, {x} and {y} on one host, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png ("" turns the map off)',
        ),
      ),
    VITE_MAP_TILES_ATTRIBUTION: z.string(),
  });
}

export type IntegrationVariables = z.infer<ReturnType<typeof integrationVariablesSchema>>;
