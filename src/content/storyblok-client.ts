/**
 * storyblok-js-client set up the way the site needs it: draft or published, 25 per page, 5 requests per
 * second (3 with OAuth) with a 1 s × attempt back-off on 429, a deadline on every whole answer, at most
 * a few redirects, and a cache that is cleared by hand or when the space's cache version changes.
 * Used by the build (Node) and the preview screens (browser), so it imports nothing from Node.
 */
import StoryblokClient, { type ISbError, type ISbResponse, type ISbStoriesParams } from 'storyblok-js-client';
import { contentService } from '../config/site';
import { regionNamed, storyblokRegions } from '../config/storyblok-regions';
import { ContentServiceError, type ContentServiceErrorCode } from './content-service-error';
import { createRateLimitedFetch } from './rate-limited-fetch';
import type { StoryblokConfig } from './storyblok-config';
import { readTransportFailure, TransportFailure, type TransportFailureKind } from './transport-failure';

export interface ClientHooks {
  log?: (line: string) => void;
  /** The network under the rate limit, deadline and redirect handling (tests, or a custom agent). */
  fetch?: typeof fetch;
}

/** The client's own throttle is set this high (its maximum): the transport's sliding window is the one that counts. */
const clientThrottleOff = 1000;

/** Base URL the client talks to; the same rule as storyblok-js-client (OAuth → v1). */
export function endpointOf(config: Pick<StoryblokConfig, 'endpoint' | 'region' | 'oauthToken'>): string {
  if (config.endpoint) return config.endpoint;
  const host = storyblokRegions[regionNamed(config.region)].api;
  return `https://${host}/${config.oauthToken ? 'v1' : 'v2'}`;
}

export function rateLimitOf(config: Pick<StoryblokConfig, 'rateLimit' | 'oauthToken'>): number {
  return config.rateLimit ?? (config.oauthToken ? contentService.rateLimitOAuth : contentService.rateLimit);
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * Checks the shape of a 200 answer before the client walks it (it calls `stories.forEach` on whatever
 * it got). Throwing here reaches the caller as the client's rejection, kind and all.
 */
export function checkAnswerShape(response: ISbResponse): ISbResponse {
  if (response.status !== 200) return response;
  const data: unknown = response.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new TransportFailure('invalid_response', `the answer is ${kindOf(data)}, not a JSON object`);
  }
  if ('stories' in data) {
    const stories = data.stories;
    if (!Array.isArray(stories)) {
      throw new TransportFailure(
        'invalid_response',
        `"stories" is ${kindOf(stories)}, not a list of stories`,
      );
    }
    const bad = stories.findIndex((story) => kindOf(story) !== 'an object');
    if (bad >= 0) {
      throw new TransportFailure(
        'invalid_response',
        `"stories"[${bad}] is ${kindOf(stories[bad])}, not a story`,
      );
    }
  }
  if ('story' in data && kindOf(data.story) !== 'an object') {
    throw new TransportFailure('invalid_response', `"story" is ${kindOf(data.story)}, not a story`);
  }
  return response;
}

export function createStoryblokClient(config: StoryblokConfig, hooks: ClientHooks = {}): StoryblokClient {
  return new StoryblokClient({
    accessToken: config.accessToken,
    oauthToken: config.oauthToken,
    version: config.version,
    endpoint: endpointOf(config),
    rateLimit: clientThrottleOff,
    // No client time-out: it would count the throttle wait and the 429 back-off, and stop at the headers.
    timeout: 0,
    // `cv` is managed by the source: it asks /cdn/spaces/me for the space's version and passes it on.
    // Only published responses are cached by the client (drafts never are).
    cache: { type: 'memory', clear: config.cache, cv: 'manual' },
    responseInterceptor: checkAnswerShape,
    fetch: createRateLimitedFetch({
      rateLimit: rateLimitOf(config),
      maxRetries: config.maxRetries,
      backoffMs: config.retryBackoffMs,
      timeoutMs: config.timeoutSeconds * 1000,
      maxRedirects: config.maxRedirects ?? contentService.maxRedirects,
      maxResponseBytes: config.maxResponseBytes ?? contentService.maxResponseBytes,
      redirects: typeof window === 'undefined' ? 'manual' : 'browser',
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

const checkEndpoint =
  'Check STORYBLOK_ENDPOINT / STORYBLOK_REGION (or VITE_PREVIEW_ENDPOINT) and the network connection, then try again.';

const transportAdvice: Record<TransportFailureKind, [ContentServiceErrorCode, string]> = {
  timeout: [
    'timeout',
    'The content service did not finish its answer in time. Check the connection and the service; on a slow link raise STORYBLOK_TIMEOUT (seconds).',
  ],
  too_many_redirects: [
    'too_many_redirects',
    'The content service (or a proxy in front of it) redirects in a loop or too often: point STORYBLOK_ENDPOINT at the final address.',
  ],
  bad_redirect: [
    'bad_redirect',
    'The content service redirected somewhere it may not send a token: point STORYBLOK_ENDPOINT at the final https address.',
  ],
  rate_limited: ['rate_limited', 'The space is over its rate limit; wait a minute and build again.'],
  too_large: [
    'too_large',
    'No answer of the content service should be this large: check STORYBLOK_ENDPOINT and any proxy in front of the service.',
  ],
  network: ['network', checkEndpoint],
  invalid_response: [
    'invalid_response',
    'The content service answered something that is not the Content Delivery API: check STORYBLOK_ENDPOINT and any proxy or CDN in front of it.',
  ],
};

/** Turns whatever the client rejected with into an error that names the request and says what to do. */
export function toServiceError(error: unknown, request: string): ContentServiceError {
  if (error instanceof ContentServiceError) return error;
  const status = isSbError(error) ? error.status : undefined;
  const detail = isSbError(error) ? String(error.message ?? '') : error instanceof Error ? error.message : '';
  const statusText = isSbError(error) ? error.response?.statusText : undefined;
  const what = `${request} failed`;
  const failure = readTransportFailure(detail);
  if (failure) {
    const [code, hint] = transportAdvice[failure.kind];
    return new ContentServiceError(
      code,
      `${what}: ${failure.detail}`,
      request,
      failure.kind === 'rate_limited' ? 429 : undefined,
      hint,
    );
  }
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
    checkEndpoint,
  );
}
