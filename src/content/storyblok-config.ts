/** Configuration of the Storyblok content source, read from the environment (README "Configuration"). */
import { contentService } from '../config/site';
import { ContentServiceError } from './content-service-error';

export type StoryVersion = 'draft' | 'published';

export interface StoryblokConfig {
  /** Content Delivery API access token (preview token for drafts, public token for published). */
  accessToken?: string | undefined;
  /** OAuth (personal access) token: the client talks to the v1 API and is held to 3 requests per second. */
  oauthToken?: string | undefined;
  version: StoryVersion;
  /** Storyblok region (`eu`, `us`, `ca`, `ap`, `cn`); ignored when `endpoint` is set. */
  region?: string | undefined;
  /** Full base URL, e.g. `http://127.0.0.1:4174/v2` for the local content server. */
  endpoint?: string | undefined;
  perPage: number;
  /** Seconds one request may take, to the last byte of its body (redirects included); each 429 retry gets its own. */
  timeoutSeconds: number;
  /** `auto` empties the client's cache when the space's cache version changes; `manual` only on flushCache(). */
  cache: 'auto' | 'manual';
  maxRetries: number;
  retryBackoffMs: number;
  /** Requests per second; unset = the 5 of docs/behaviour.md §9 (3 with OAuth). */
  rateLimit?: number | undefined;
  /** Unset: the values of `contentService` in src/config/site.ts. */
  maxRedirects?: number | undefined;
  maxStories?: number | undefined;
  maxResponseBytes?: number | undefined;
}

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new ContentServiceError(
      'config',
      `${name} must be a number of seconds above 0, got "${raw}"`,
      name,
      undefined,
      // Every request has a deadline, so a service that trickles its answer cannot hang the build.
      `Leave ${name} unset for ${fallback} s, or give a larger number for a slow connection.`,
    );
  }
  return value;
}

function storyCeiling(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d{1,7}$/.test(raw.trim()) || Number(raw) < 1) {
    throw new ContentServiceError(
      'config',
      `STORYBLOK_MAX_STORIES must be a whole number of stories above 0, got "${raw}"`,
      'STORYBLOK_MAX_STORIES',
      undefined,
      // The ceiling is what keeps a miscounting or hostile service from sending a build through millions of pages.
      `Leave STORYBLOK_MAX_STORIES unset for ${fallback}, or give the space's story count with room to grow.`,
    );
  }
  return Number(raw);
}

/** The Storyblok configuration, or undefined when neither STORYBLOK_TOKEN nor STORYBLOK_OAUTH_TOKEN is set. */
export function storyblokConfigFrom(env: NodeJS.ProcessEnv): StoryblokConfig | undefined {
  const accessToken = env.STORYBLOK_TOKEN?.trim() || undefined;
  const oauthToken = env.STORYBLOK_OAUTH_TOKEN?.trim() || undefined;
  if (!accessToken && !oauthToken) return undefined;
  const version = (env.STORYBLOK_VERSION?.trim() || contentService.version) as StoryVersion;
  if (version !== 'draft' && version !== 'published') {
    throw new ContentServiceError(
      'config',
      `STORYBLOK_VERSION must be "draft" or "published", got "${version}"`,
      'STORYBLOK_VERSION',
      undefined,
    );
  }
  const cache = env.STORYBLOK_CACHE?.trim() || 'auto';
  if (cache !== 'auto' && cache !== 'manual') {
    throw new ContentServiceError(
      'config',
      `STORYBLOK_CACHE must be "auto" or "manual", got "${cache}"`,
      'STORYBLOK_CACHE',
      undefined,
    );
  }
  return {
    accessToken,
    oauthToken,
    version,
    region: env.STORYBLOK_REGION?.trim() || undefined,
    endpoint: env.STORYBLOK_ENDPOINT?.trim().replace(/\/+$/, '') || undefined,
    perPage: contentService.perPage,
    timeoutSeconds: positiveNumber('STORYBLOK_TIMEOUT', env.STORYBLOK_TIMEOUT, contentService.timeoutSeconds),
    cache,
    maxRetries: contentService.maxRetries,
    retryBackoffMs: contentService.retryBackoffMs,
    maxStories: storyCeiling(env.STORYBLOK_MAX_STORIES, contentService.maxStories),
  };
}
