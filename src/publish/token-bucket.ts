/**
 * One token bucket for the whole service: `capacity` requests at once, refilled at `perSecond`. Storyblok sends
 * one webhook per action, so a burst well beyond an editor team's is a flood (or a replay attack) and gets 429
 * before it costs a signature check or a journal write.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    readonly capacity: number,
    readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
