/**
 * storyblok-js-client set up the way the spec asks (SPEC §7, §9): draft or published, 25 per page,
 * 5 requests per second (3 with OAuth), the spec's 429 back-off, a time-out, a cache that is cleared
 * by hand or when the space's cache version changes. Used by the build (Node) and the preview screens
 * (browser), so it imports nothing from Node.
 */
import StoryblokClient, { type ISbError, type ISbStoriesParams } from 'storyblok-js-client';
import { contentService } from '../config/site';
import { ContentServiceError } from './content-service-error';
import { createRateLimitedFetch } from './rate-limited-fetch';
import type { StoryblokConfig } from './storyblok-config';

export interface ClientHooks {
  log?: (line: string) => void;
  /** The transport under the rate-limit handling (tests, or a custom agent). */
  fetch?: typeof fetch;
}

const regionHosts: Record<string, string> = {
  eu: 'api.storyblok.com',
  us: 'api-us.storyblok.com',
  ca: 'api-ca.storyblok.com',
  ap: 'api-ap.storyblok.com',
  cn: 'app.storyblokchina.cn',
};

/** Base URL the client talks to; the same rule as storyblok-js-client (OAuth → v1). */
export function endpointOf(config: Pick<StoryblokConfig, 'endpoint' | 'region' | 'oauthToken'>): string {
  if (config.endpoint) return config.endpoint;
  const host = regionHosts[config.region ?? 'eu'] ?? regionHosts.eu;
  return `https://${host}/${config.oauthToken ? 'v1' : 'v2'}`;
}

export function createStoryblokClient(config: StoryblokConfig, hooks: ClientHooks = {}): StoryblokClient {
  return new StoryblokClient({
    accessToken: config.accessToken,
    oauthToken: config.oauthToken,
    version: config.version,
    endpoint: endpointOf(config),
    rateLimit: config.rateLimit ?? (config.oauthToken ? contentService.rateLimitOAuth : contentService.rateLimit),
    timeout: config.timeoutSeconds,
    // `cv` is managed by the source: it asks /cdn/spaces/me for the space's version and passes it on.
    // Only published responses are cached by the client (drafts never are).
    cache: { type: 'memory', clear: config.cache, cv: 'manual' },
    fetch: createRateLimitedFetch({
      maxRetries: config.maxRetries,
      backoffMs: config.retryBackoffMs,
      log: hooks.log,
      fetch: hooks.fetch,
    }),
  });
}

/** `GET https://…/cdn/stories?page=2&per_page=25&version=draft`: the token is never part of it. */
export function describeRequest(endpoint: string, path: string, params: ISbStoriesParams = {}): string {
  const query = Object.entries(params)
    .filter(([key, value]) => key !== 'token' && value !== undefined && value !== null)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `GET ${endpoint}/${path}${query ? `?${query}` : ''}`;
}

function isSbError(value: unknown): value is ISbError {
  return typeof value === 'object' && value !== null && 'message' in value;
}

/** Turns whatever the client rejected with into an error that names the request and says what to do. */
export function toServiceError(error: unknown, request: string): ContentServiceError {
  if (error instanceof ContentServiceError) return error;
  const status = isSbError(error) ? error.status : undefined;
  const detail = isSbError(error) ? String(error.message ?? '') : error instanceof Error ? error.message : '';
  const statusText = isSbError(error) ? error.response?.statusText : undefined;
  const what = `${request} failed`;
  if (status === 401) {
    return new ContentServiceError(
      'unauthorized',
      `${what}: HTTP 401 Unauthorized${detail ? ` (${detail})` : ''}`,
      request,
      status,
      'Check the token: drafts need a preview token, a public token only reads published content.',
    );
  }
  if (status === 404) {
    return new ContentServiceError(
      'not_found',
      `${what}: HTTP 404 Not Found${detail ? ` (${detail})` : ''}`,
      request,
      status,
      'Check the slug and the endpoint (STORYBLOK_ENDPOINT, STORYBLOK_REGION).',
    );
  }
  if (status !== undefined) {
    return new ContentServiceError(
      status === 429 ? 'rate_limited' : 'http_error',
      `${what}: HTTP ${status}${statusText ? ` ${statusText}` : ''}${detail ? ` (${detail})` : ''}`,
      request,
      status,
      'The content service answered with an error; try again later.',
    );
  }
  if (/HTTP 429/.test(detail)) {
    return new ContentServiceError(
      'rate_limited',
      `${what}: ${detail}`,
      request,
      429,
      'The space is over its rate limit; wait and build again.',
    );
  }
  if (/timeout|aborted/i.test(detail)) {
    return new ContentServiceError(
      'timeout',
      `${what}: no answer in time (${detail})`,
      request,
      undefined,
      'Raise STORYBLOK_TIMEOUT (seconds) or check the connection.',
    );
  }
  if (/JSON/.test(detail)) {
    return new ContentServiceError(
      'invalid_json',
      `${what}: the response is not valid JSON (${detail})`,
      request,
      undefined,
      'The response was cut off or is not JSON; try again.',
    );
  }
  return new ContentServiceError(
    'network',
    `${what}: ${detail || 'network error'}`,
    request,
    undefined,
    'Check the endpoint and the network connection.',
  );
}
