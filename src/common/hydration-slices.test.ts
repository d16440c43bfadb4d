import { describe, expect, it } from 'vitest';
import { manualSliceClock } from '../test/manual-slice-clock';
import { createHydrationSlices, hydrationSliceMs } from './hydration-slices';

/** The manual clock, with a task runner that lets the task's microtasks run, as the browser would. */
function manualClock() {
  const manual = manualSliceClock();
  return {
    ...manual,
    runTask: async () => {
      manual.runNextTask();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('createHydrationSlices', () => {
  it('lets a region hydrate at once until the task has run its budget', () => {
    const { clock, advance } = manualClock();
    const slices = createHydrationSlices(clock);
    const seen: boolean[] = [];
    slices.hydrate(() => {
      seen.push(slices.shouldYield());
      advance(hydrationSliceMs);
      seen.push(slices.shouldYield());
      advance(1);
      seen.push(slices.shouldYield());
    });
    expect(seen).toEqual([false, false, true]);
  });

  it('never yields outside hydration: a render the visitor causes is not one', async () => {
    const { clock, advance, runTask } = manualClock();
    const slices = createHydrationSlices(clock);
    slices.hydrate(() => {
      advance(hydrationSliceMs + 1);
      void slices.nextSlice().then(() => {
        advance(hydrationSliceMs + 1);
        expect(slices.shouldYield()).toBe(true);
        slices.regionHydrated();
      });
    });
    // Between tasks, e.g. in a click's handler.
    expect(slices.shouldYield()).toBe(false);
    await runTask();
    expect(slices.shouldYield()).toBe(false);
  });

  it('is done after the first task when no region had to wait', async () => {
    const { clock, runTask } = manualClock();
    const slices = createHydrationSlices(clock);
    let done = false;
    void slices.done.then(() => (done = true));
    await runTask();
    expect(done).toBe(true);
  });

  it('resumes waiting regions in order, one per task, each with a fresh budget, then is done', async () => {
    const { clock, advance, runTask, pendingTasks } = manualClock();
    const slices = createHydrationSlices(clock);
    const resumed: string[] = [];
    for (const region of ['a', 'b'])
      void slices.nextSlice().then(() => {
        resumed.push(region);
        // The region hydrates for a while; the budget it sees is its own task's.
        expect(slices.shouldYield()).toBe(false);
        advance(5);
      });
    let done = false;
    void slices.done.then(() => (done = true));

    await runTask();
    expect(resumed).toEqual(['a']);
    await runTask();
    expect(resumed).toEqual(['a', 'b']);
    expect(done).toBe(false);
    await runTask();
    expect(done).toBe(true);
    expect(pendingTasks()).toBe(0);
  });

  it('a region that a resumed region deferred waits for a later task', async () => {
    const { clock, advance, runTask } = manualClock();
    const slices = createHydrationSlices(clock);
    const resumed: string[] = [];
    void slices.nextSlice().then(() => {
      resumed.push('outer');
      advance(hydrationSliceMs + 1);
      expect(slices.shouldYield()).toBe(true);
      void slices.nextSlice().then(() => resumed.push('inner'));
    });
    await runTask();
    expect(resumed).toEqual(['outer']);
    await runTask();
    expect(resumed).toEqual(['outer', 'inner']);
  });

  it('finish() resumes every waiting region at once and stops yielding', async () => {
    const { clock } = manualClock();
    const slices = createHydrationSlices(clock);
    const resumed: string[] = [];
    void slices.nextSlice().then(() => resumed.push('a'));
    void slices.nextSlice().then(() => resumed.push('b'));
    slices.finish();
    await slices.done;
    await Promise.resolve();
    expect(resumed).toEqual(['a', 'b']);
    expect(slices.shouldYield()).toBe(false);
    await expect(slices.nextSlice()).resolves.toBeUndefined();
  });
});
