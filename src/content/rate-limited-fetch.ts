/**
 * The `fetch` handed to storyblok-js-client. The client's own 429 retry waits a fixed 300 ms and logs
 * that delay (storyblok-js-client 7, PR #811); the spec wants 1 s × attempt, at most 5 retries, and the
 * log line `Hit rate limit. Retrying in n seconds.` (SPEC §8, §9). So 429s are retried here and never
 * reach the client. After the last retry this throws, so the client does not start a retry loop of its own.
 */
export interface RateLimitedFetchOptions {
  maxRetries: number;
  backoffMs: number;
  log?: (line: string) => void;
  fetch?: typeof fetch;
}

function abortError(): Error {
  // storyblok-js-client reports an AbortError as its request time-out.
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** setTimeout that an AbortSignal (the client's time-out) cuts short. */
function sleep(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export class RateLimitExhaustedError extends Error {
  constructor(
    readonly url: string,
    readonly retries: number,
  ) {
    super(`still HTTP 429 Too Many Requests after ${retries} retries`);
    this.name = 'RateLimitExhaustedError';
  }
}

export function createRateLimitedFetch(options: RateLimitedFetchOptions): typeof fetch {
  const log = options.log ?? ((line: string) => console.log(line));
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  return async (input, init) => {
    for (let attempt = 1; ; attempt++) {
      const response = await send(input, init);
      if (response.status !== 429) return response;
      // Free the connection; the body of a 429 carries nothing we use.
      await response.body?.cancel().catch(() => undefined);
      if (attempt > options.maxRetries) {
        throw new RateLimitExhaustedError(String(input), options.maxRetries);
      }
      const waitMs = options.backoffMs * attempt;
      log(`Hit rate limit. Retrying in ${waitMs / 1000} seconds.`);
      await sleep(waitMs, init?.signal);
    }
  };
}
