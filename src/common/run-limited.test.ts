import { describe, expect, it } from 'vitest';
import { runLimited } from './run-limited';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('runLimited', () => {
  it('runs every item with at most `limit` in flight', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await tick();
      done.push(n);
      running--;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('gives each task its item’s index', async () => {
    const seen: string[] = [];
    await runLimited(['a', 'b', 'c'], 2, async (item, index) => {
      await tick();
      seen.push(`${index}:${item}`);
    });
    expect(seen.sort()).toEqual(['0:a', '1:b', '2:c']);
  });

  it('starts nothing after a failure and rejects once the running items have ended', async () => {
    const ended: number[] = [];
    const run = runLimited([1, 2, 3, 4, 5, 6], 2, async (n) => {
      if (n === 1) throw new Error('one failed');
      await tick();
      ended.push(n);
    });
    await expect(run).rejects.toThrow('one failed');
    // Item 2 was already running when 1 failed; it ended before the rejection, and nothing started after.
    expect(ended).toEqual([2]);
  });
});
