import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlidingWindow } from './sliding-window';

afterEach(() => {
  vi.useRealTimers();
});

/** Takes `count` slots at once and records, on the fake clock, when each was granted. */
async function grantTimes(window: SlidingWindow, count: number, runFor: number): Promise<number[]> {
  const granted: number[] = [];
  for (let i = 0; i < count; i++) void window.take().then(() => granted.push(performance.now()));
  await vi.advanceTimersByTimeAsync(runFor);
  return granted;
}

describe('SlidingWindow', () => {
  it('lets `limit` go at once, then one more each time the oldest leaves the window', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const start = performance.now();
    const times = (await grantTimes(new SlidingWindow({ limit: 5, windowMs: 1000 }), 12, 5000)).map(
      (t) => t - start,
    );
    expect(times).toEqual([0, 0, 0, 0, 0, 1000, 1000, 1000, 1000, 1000, 2000, 2000]);
  });

  it('counts a slot from when it was granted: a late request waits only for the oldest', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const window = new SlidingWindow({ limit: 2, windowMs: 1000 });
    const start = performance.now();
    await window.take();
    await vi.advanceTimersByTimeAsync(600);
    await window.take();
    let third: number | undefined;
    void window.take().then(() => (third = performance.now() - start));
    await vi.advanceTimersByTimeAsync(399);
    expect(third).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(third).toBe(1000);
  });

  it('a waiter whose signal aborts leaves the queue and frees its turn', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const window = new SlidingWindow({ limit: 1, windowMs: 1000 });
    await window.take();
    const stop = new AbortController();
    const aborted = window.take(stop.signal).then(
      () => 'granted',
      (e: unknown) => e,
    );
    const next = window.take().then(() => 'granted');
    stop.abort(new Error('gave up'));
    expect(await aborted).toEqual(new Error('gave up'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await next).toBe('granted');
    await expect(window.take(stop.signal)).rejects.toThrow('gave up');
  });

  it('refuses a limit below 1 or an empty window', () => {
    expect(() => new SlidingWindow({ limit: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => new SlidingWindow({ limit: 5, windowMs: 0 })).toThrow(RangeError);
  });
});
