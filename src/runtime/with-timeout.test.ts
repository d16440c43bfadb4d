import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './with-timeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('passes a settled value through', async () => {
    await expect(withTimeout(Promise.resolve(3), 100, () => new Error('late'))).resolves.toBe(3);
  });

  it('rejects with the timeout error when the promise is slower', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(
      new Promise<never>(() => undefined),
      120_000,
      () => new Error('Loading chunk x failed'),
    );
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toThrow('Loading chunk x failed');
  });
});
