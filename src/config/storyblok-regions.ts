/**
 * Storyblok's regions: where each one's Content Delivery API answers and which hosts serve its assets
 * (images, videos, files). The content client picks its API host here, and the Content-Security-Policy
 * allows the asset hosts of the configured region, and no others (docs/deploy.md "Headers").
 */
export const storyblokRegions = {
  eu: { api: 'api.storyblok.com', assets: ['a.storyblok.com', 'a2.storyblok.com'] },
  us: { api: 'api-us.storyblok.com', assets: ['a-us.storyblok.com', 'a2-us.storyblok.com'] },
  ca: { api: 'api-ca.storyblok.com', assets: ['a-ca.storyblok.com'] },
  ap: { api: 'api-ap.storyblok.com', assets: ['a-ap.storyblok.com', 'a2-ap.storyblok.com'] },
  cn: { api: 'app.storyblokchina.cn', assets: ['a.storyblokchina.cn'] },
} as const satisfies Record<string, { api: string; assets: readonly string[] }>;

export type StoryblokRegion = keyof typeof storyblokRegions;

/** Storyblok's own default, as in storyblok-js-client: a space made in Europe needs no region. */
export const defaultRegion: StoryblokRegion = 'eu';

function isRegion(value: string | undefined): value is StoryblokRegion {
  return value !== undefined && Object.hasOwn(storyblokRegions, value);
}

/** A region name as configured (`us`, ` US `); an unknown or empty one is the default, as the client reads it. */
export function regionNamed(name: string | undefined): StoryblokRegion {
  const clean = name?.trim().toLowerCase();
  return isRegion(clean) ? clean : defaultRegion;
}

/** The region whose API host an endpoint names (`https://api-us.storyblok.com/v2` → `us`), if any. */
function regionOfEndpoint(endpoint: string | undefined): StoryblokRegion | undefined {
  if (!endpoint) return undefined;
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return (Object.keys(storyblokRegions) as StoryblokRegion[]).find((r) => storyblokRegions[r].api === host);
}

/**
 * The region of the content: an endpoint on a Storyblok API host says it; otherwise (no endpoint, or one
 * such as the local content server, which serves the space's own asset URLs) the region setting does.
 */
export function contentRegion(settings: {
  region?: string | undefined;
  endpoint?: string | undefined;
}): StoryblokRegion {
  return regionOfEndpoint(settings.endpoint) ?? regionNamed(settings.region);
}

/** The region the build reads from: STORYBLOK_ENDPOINT / STORYBLOK_REGION (README "Configuration"). */
export function buildContentRegion(env: Record<string, string | undefined>): StoryblokRegion {
  return contentRegion({ region: env.STORYBLOK_REGION, endpoint: env.STORYBLOK_ENDPOINT });
}
