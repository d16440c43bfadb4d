/**
 * A sliding-window rate limit: at most `limit` requests leave within any rolling `windowMs`. Every
 * request that goes on the wire takes a slot first, retries and redirect hops included, so the
 * content service never sees more than its limit whatever the client above does. Waiters are served
 * first come, first served.
 */
export interface SlidingWindowOptions {
  limit: number;
  windowMs: number;
  /** Monotonic clock in milliseconds. */
  now?: () => number;
}

interface Waiter {
  resolve: () => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

export class SlidingWindow {
  readonly limit: number;
  readonly windowMs: number;
  private readonly now: () => number;
  /** When each request of the current window left, oldest first. */
  private readonly starts: number[] = [];
  private readonly waiting: Waiter[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: SlidingWindowOptions) {
    if (!(options.limit >= 1) || !(options.windowMs > 0)) {
      throw new RangeError(
        `a rate limit needs a limit ≥ 1 and a window > 0 ms, got ${options.limit} per ${options.windowMs} ms`,
      );
    }
    this.limit = Math.floor(options.limit);
    this.windowMs = options.windowMs;
    this.now = options.now ?? (() => performance.now());
  }

  /** Resolves when one more request may leave (it is counted from that moment); rejects if `signal` aborts first. */
  take(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        signal,
        onAbort: () => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(signal?.reason);
          this.schedule();
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.waiting.push(waiter);
      this.release();
    });
  }

  private release(): void {
    const now = this.now();
    while (this.starts.length > 0 && (this.starts[0] ?? 0) <= now - this.windowMs) this.starts.shift();
    while (this.waiting.length > 0 && this.starts.length < this.limit) {
      const waiter = this.waiting.shift();
      if (!waiter) break;
      waiter.signal?.removeEventListener('abort', waiter.onAbort);
      this.starts.push(now);
      waiter.resolve();
    }
    this.schedule();
  }

  /** One timer, for when the oldest slot frees up, only while someone waits. */
  private schedule(): void {
    if (this.timer !== undefined) {
      if (this.waiting.length > 0) return;
      clearTimeout(this.timer);
      this.timer = undefined;
      return;
    }
    if (this.waiting.length === 0) return;
    const wait = Math.max(0, Math.ceil((this.starts[0] ?? this.now()) + this.windowMs - this.now()));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.release();
    }, wait);
  }
}
