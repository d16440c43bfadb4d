/**
 * The `fetch` handed to storyblok-js-client: everything about getting one answer off the wire.
 *
 * - Throttle: every request that leaves takes a slot of a sliding window first, 429 retries and
 *   redirect hops included. The client's own throttle only sees the calls it makes, not what happens
 *   inside this function, so this is the one that holds.
 * - 429: retried after 1 s × attempt, at most `maxRetries` times, logging `Hit rate limit. Retrying in
 *   n seconds.` (the client's own retry waits a fixed 300 ms, so 429s never reach it). After the last
 *   retry this throws, so the client does not start a retry loop of its own.
 * - Deadline: each request on the wire (one redirect hop, or the answer with its whole body) must
 *   finish within `timeoutMs`, counted from when it leaves; the client's time-out stops at the
 *   headers, so a trickled body would hang. With at most `maxRetries` retries and `maxRedirects` hops
 *   per retry, every call ends in bounded time.
 * - Redirects: followed here, at most `maxRedirects`, so a loop is reported as one.
 * - The body is read here, at most `maxResponseBytes`, and handed on as a complete response.
 *
 * Failures are TransportFailure errors whose message carries their kind (see transport-failure.ts).
 */
import { SlidingWindow } from './sliding-window';
import { TransportFailure, urlForMessage } from './transport-failure';
import { errorMessage } from '../common/errors';

export interface RateLimitedFetchOptions {
  /** Requests per rolling second. */
  rateLimit: number;
  maxRetries: number;
  backoffMs: number;
  /** Deadline of each request on the wire, from leaving to the last byte of its body, in milliseconds. */
  timeoutMs: number;
  maxRedirects: number;
  maxResponseBytes: number;
  /**
   * `manual` (Node): redirects are followed here. `browser`: a browser hides where a redirect leads
   * from the page, so it follows them itself (at most 20); the deadline still covers them.
   */
  redirects?: 'manual' | 'browser';
  log?: (line: string) => void;
  /** The network under this (tests, or a custom agent). */
  fetch?: typeof fetch;
  /** Monotonic clock of the throttle, in milliseconds. */
  now?: () => number;
}

/** The service counts arrivals; network jitter can bring two requests closer than they left. */
const arrivalSlackMs = 50;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

/** setTimeout that an AbortSignal cuts short. */
function sleep(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** `fetch failed (connect ECONNREFUSED 127.0.0.1:9)`: Node puts the useful part in `cause`. */
function networkDetail(error: unknown): string {
  const message = errorMessage(error);
  const cause = error instanceof Error ? (error.cause as { message?: unknown } | undefined) : undefined;
  const why = typeof cause?.message === 'string' && cause.message !== message ? ` (${cause.message})` : '';
  return `${message || 'network error'}${why}`;
}

/**
 * `promise`, or the signal's reason once it aborts. Node's fetch stops on its own, but a `fetch` handed
 * in (or a body stream) may not listen to the signal, and the deadline must hold anyway.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function readBody(
  response: Response,
  maxBytes: number,
  url: URL,
  signal: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await untilAborted(reader.read(), signal).catch(async (error: unknown) => {
      await reader.cancel().catch(() => undefined);
      throw error;
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new TransportFailure(
        'too_large',
        `the answer from ${urlForMessage(url)} is larger than ${maxBytes} bytes`,
      );
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function nextLocation(location: string, current: URL): URL {
  let next: URL;
  try {
    next = new URL(location, current);
  } catch {
    throw new TransportFailure('bad_redirect', `${urlForMessage(current)} redirected to an invalid address`);
  }
  if (next.protocol !== 'https:' && next.protocol !== 'http:') {
    throw new TransportFailure(
      'bad_redirect',
      `${urlForMessage(current)} redirected to a ${next.protocol} address`,
    );
  }
  if (current.protocol === 'https:' && next.protocol === 'http:') {
    throw new TransportFailure(
      'bad_redirect',
      `${urlForMessage(current)} redirected from https to ${urlForMessage(next)}`,
    );
  }
  return next;
}

export function createRateLimitedFetch(options: RateLimitedFetchOptions): typeof fetch {
  const log = options.log ?? ((line: string) => console.log(line));
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const manual = (options.redirects ?? 'manual') === 'manual';
  const throttle = new SlidingWindow({
    limit: options.rateLimit,
    windowMs: 1000 + arrivalSlackMs,
    now: options.now,
  });
  const seconds = options.timeoutMs / 1000;

  /** One attempt: its redirect hops (each under the deadline) and its whole body. */
  async function attempt(url: string, init: RequestInit): Promise<Response> {
    const outer = init.signal ?? undefined;
    if (outer?.aborted) throw outer.reason;
    const controller = new AbortController();
    const onOuterAbort = () => controller.abort(outer?.reason);
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = new URL(url);
    try {
      const headers = new Headers(init.headers);
      let { method, body } = init;
      for (let hop = 0; ; hop++) {
        // Each hop is timed from when it leaves, not while it waits for its slot behind other requests.
        clearTimeout(timer);
        await throttle.take(controller.signal);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort(new TransportFailure('timeout', `no complete answer within ${seconds} s`));
        }, options.timeoutMs);
        const response = await untilAborted(
          send(current.href, {
            ...init,
            method,
            body,
            headers,
            signal: controller.signal,
            redirect: manual ? 'manual' : 'follow',
          }),
          controller.signal,
        );
        const location =
          manual && redirectStatuses.has(response.status) ? response.headers.get('location') : null;
        if (location === null) {
          const body = await readBody(response, options.maxResponseBytes, current, controller.signal);
          return new Response(nullBodyStatuses.has(response.status) ? null : body, {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
          });
        }
        await response.body?.cancel().catch(() => undefined);
        if (hop >= options.maxRedirects) {
          throw new TransportFailure(
            'too_many_redirects',
            `too many redirects (more than ${options.maxRedirects}; the last one from ${urlForMessage(current)})`,
          );
        }
        const next = nextLocation(location, current);
        // A token in a header is for the service's own origin only.
        if (next.origin !== current.origin) headers.delete('authorization');
        // As browsers do: a 303, or a 301/302 after a POST, is followed with a GET.
        const upper = (method ?? 'GET').toUpperCase();
        if (
          response.status === 303 ||
          ((response.status === 301 || response.status === 302) && upper === 'POST')
        ) {
          if (upper !== 'HEAD') method = 'GET';
          body = null;
        }
        current = next;
      }
    } catch (error) {
      if (timedOut) throw new TransportFailure('timeout', `no complete answer within ${seconds} s`);
      if (error instanceof TransportFailure || outer?.aborted) throw error;
      // After a redirect, say where it failed; the request itself is named by the caller.
      const where = urlForMessage(current) === urlForMessage(url) ? '' : ` at ${urlForMessage(current)}`;
      throw new TransportFailure('network', `${networkDetail(error)}${where}`);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
  }

  return async (input, init = {}) => {
    const url = urlOf(input);
    for (let n = 1; ; n++) {
      const response = await attempt(url, init);
      if (response.status !== 429) return response;
      if (n > options.maxRetries) {
        throw new TransportFailure(
          'rate_limited',
          `still HTTP 429 Too Many Requests after ${options.maxRetries} retries`,
        );
      }
      const waitMs = options.backoffMs * n;
      log(`Hit rate limit. Retrying in ${waitMs / 1000} seconds.`);
      await sleep(waitMs, init.signal);
    }
  };
}
