/** The transport under storyblok-js-client, against a `fetch` the test plays: deadline, redirects, 429s, throttle. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimitedFetch, type RateLimitedFetchOptions } from './rate-limited-fetch';
import { readTransportFailure } from './transport-failure';

afterEach(() => {
  vi.useRealTimers();
});

interface Call {
  url: string;
  method: string | undefined;
  headers: Headers;
  redirect: RequestRedirect | undefined;
  at: number;
}

function transport(
  answer: (call: Call, n: number) => Response | Promise<Response>,
  options: Partial<RateLimitedFetchOptions> = {},
) {
  const calls: Call[] = [];
  const log = vi.fn();
  const fetch = createRateLimitedFetch({
    rateLimit: 5,
    maxRetries: 5,
    backoffMs: 1000,
    timeoutMs: 1000,
    maxRedirects: 5,
    maxResponseBytes: 1000,
    log,
    fetch: (input, init) => {
      const call = {
        url: String(input),
        method: init?.method,
        headers: new Headers(init?.headers),
        redirect: init?.redirect,
        at: performance.now(),
      };
      calls.push(call);
      return Promise.resolve(answer(call, calls.length));
    },
    ...options,
  });
  return { fetch, calls, log };
}

/** The kind and text of the failure a call rejected with. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as Error,
  );
  if (!error) throw new Error('no failure');
  return readTransportFailure(error.message);
}

const redirect = (location: string, status = 302) =>
  new Response(null, { status, headers: { Location: location } });

/** A body that sends one chunk and then nothing, and does not listen to any signal. */
function trickling(): Response {
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"stories": ['));
      },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );
}

describe('deadline', () => {
  it('covers the whole body, even when the body stream ignores the abort', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { fetch } = transport(() => trickling());
    const result = failure(fetch('https://api.example/v2/cdn/stories?token=secret'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toEqual({ kind: 'timeout', detail: 'no complete answer within 1 s' });
  });

  it('covers a fetch that never answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { fetch } = transport(() => new Promise<Response>(() => {}));
    const result = failure(fetch('https://api.example/v2/cdn/stories'));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await result)?.kind).toBe('timeout');
  });

  it('hands on a complete copy of the answer: status, headers and body', async () => {
    const { fetch } = transport(
      () => new Response('{"stories":[]}', { status: 200, headers: { Total: '0' } }),
    );
    const response = await fetch('https://api.example/v2/cdn/stories');
    expect(response.status).toBe(200);
    expect(response.headers.get('total')).toBe('0');
    expect(await response.json()).toEqual({ stories: [] });
  });

  it('refuses a body over the size bound', async () => {
    const { fetch } = transport(() => new Response('x'.repeat(1001)));
    expect(await failure(fetch('https://api.example/v2/cdn/stories?token=secret'))).toEqual({
      kind: 'too_large',
      detail: 'the answer from https://api.example/v2/cdn/stories is larger than 1000 bytes',
    });
  });
});

describe('redirects', () => {
  it('follows a few by hand, relative ones too, and asks the network not to follow any', async () => {
    const { fetch, calls } = transport((call) =>
      call.url.includes('/final')
        ? new Response('{}')
        : redirect(call.url.includes('/b') ? '/final' : 'https://api.example/b'),
    );
    expect((await fetch('https://api.example/a')).status).toBe(200);
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.example/a',
      'https://api.example/b',
      'https://api.example/final',
    ]);
    expect(calls.every((c) => c.redirect === 'manual')).toBe(true);
  });

  it('gives up after 5: a loop is named as one, without the query (it holds the token)', async () => {
    const { fetch, calls } = transport((call) => redirect(call.url));
    expect(await failure(fetch('https://api.example/loop?token=secret'))).toEqual({
      kind: 'too_many_redirects',
      detail: 'too many redirects (more than 5; the last one from https://api.example/loop)',
    });
    expect(calls).toHaveLength(6);
  });

  it('keeps an Authorization header on the same origin only', async () => {
    const { fetch, calls } = transport((call) =>
      call.url.startsWith('https://cdn.example') ? new Response('{}') : redirect('https://cdn.example/x'),
    );
    await fetch('https://api.example/v1/cdn/stories', { headers: { Authorization: 'oauth-token' } });
    expect(calls[0]?.headers.get('authorization')).toBe('oauth-token');
    expect(calls[1]?.headers.get('authorization')).toBeNull();
  });

  it('refuses a step down from https to http, and a non-web address', async () => {
    for (const [location, detail] of [
      ['http://api.example/x', 'https://api.example/a redirected from https to http://api.example/x'],
      ['file:///etc/passwd', 'https://api.example/a redirected to a file: address'],
    ]) {
      const { fetch } = transport(() => redirect(location ?? ''));
      expect(await failure(fetch('https://api.example/a'))).toEqual({ kind: 'bad_redirect', detail });
    }
  });

  it('follows a 303 (and a 302 after a POST) with a GET, a 307 with the same method', async () => {
    for (const [status, method, expected] of [
      [303, 'PUT', 'GET'],
      [302, 'POST', 'GET'],
      [307, 'POST', 'POST'],
    ] as const) {
      const { fetch, calls } = transport((call) =>
        call.url.endsWith('/b') ? new Response('{}') : redirect('/b', status),
      );
      await fetch('https://api.example/a', { method, body: '{}' });
      expect(calls.map((c) => c.method)).toEqual([method, expected]);
    }
  });

  it('in a browser, leaves them to the browser (it hides where they lead)', async () => {
    const { fetch, calls } = transport(() => new Response('{}'), { redirects: 'browser' });
    await fetch('https://api.example/a');
    expect(calls[0]?.redirect).toBe('follow');
  });
});

describe('429 and the throttle', () => {
  it('retries after 1 s × attempt with the line of docs/behaviour.md §8, and throws after the last retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { fetch, calls, log } = transport(() => new Response('{}', { status: 429 }));
    const start = performance.now();
    const result = failure(fetch('https://api.example/a'));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await result).toEqual({
      kind: 'rate_limited',
      detail: 'still HTTP 429 Too Many Requests after 5 retries',
    });
    expect(calls.map((c) => c.at - start)).toEqual([0, 1000, 3000, 6000, 10_000, 15_000]);
    expect(log.mock.calls.map((c) => c[0])).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Hit rate limit. Retrying in ${n} seconds.`),
    );
  });

  it('counts retries and redirect hops against the limit: never more than it in a rolling second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    // Each request is first answered 429, then redirected once, then answered.
    const seen = new Map<string, number>();
    const { fetch, calls } = transport(
      (call) => {
        const path = new URL(call.url).pathname.replace(/-moved$/, '');
        const n = (seen.get(path) ?? 0) + 1;
        seen.set(path, n);
        if (n === 1) return new Response('{}', { status: 429 });
        if (n === 2) return redirect(`${path}-moved`);
        return new Response('{}');
      },
      { rateLimit: 3, backoffMs: 10 },
    );
    const all = Promise.all(Array.from({ length: 6 }, (_, i) => fetch(`https://api.example/s${i}`)));
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await all).every((r) => r.status === 200)).toBe(true);
    const times = calls.map((c) => c.at);
    expect(times).toHaveLength(18);
    for (const t of times) expect(times.filter((u) => u >= t && u < t + 1000).length).toBeLessThanOrEqual(3);
    // Five windows of 1 s (plus the slack for jitter) are needed for 18 requests at 3 a second.
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(5 * 1000);
  });

  it('a network failure says why, from the cause', async () => {
    const { fetch } = transport(() => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1') });
    });
    expect(await failure(fetch('https://api.example/a'))).toEqual({
      kind: 'network',
      detail: 'fetch failed (connect ECONNREFUSED 127.0.0.1:1)',
    });
  });
});
