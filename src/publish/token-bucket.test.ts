import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket';

describe('TokenBucket', () => {
  it('lets a burst of `capacity` through, then refuses until time refills it', () => {
    let now = 0;
    const bucket = new TokenBucket(3, 2, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now = 400; // 0.8 of a token
    expect(bucket.take()).toBe(false);
    now = 500; // 1 token
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
  });

  it('never holds more than its capacity, however long it waits', () => {
    let now = 0;
    const bucket = new TokenBucket(2, 100, () => now);
    now = 60_000;
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, false]);
  });
});
