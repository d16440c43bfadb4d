import { describe, expect, it } from 'vitest';
import { createHydrationTracker } from './hydration-tracker';

/** A tracker whose deferred checks run when the test says. */
function manualTracker() {
  const queued: (() => void)[] = [];
  const tracker = createHydrationTracker((check) => queued.push(check));
  let done = false;
  void tracker.done.then(() => {
    done = true;
  });
  const runTasks = async () => {
    for (const check of queued.splice(0)) check();
    await Promise.resolve();
  };
  return { tracker, runTasks, isDone: () => done };
}

describe('createHydrationTracker', () => {
  it('is done after the shell when no boundary waits', async () => {
    const { tracker, runTasks, isDone } = manualTracker();
    tracker.shellHydrated();
    await runTasks();
    expect(isDone()).toBe(true);
  });

  it('waits for every mounted boundary, then for the task after the last one', async () => {
    const { tracker, runTasks, isDone } = manualTracker();
    tracker.boundaryMounted();
    tracker.boundaryMounted();
    tracker.shellHydrated();
    await runTasks();
    expect(isDone()).toBe(false);
    tracker.boundaryHydrated();
    await runTasks();
    expect(isDone()).toBe(false);
    tracker.boundaryHydrated();
    expect(isDone()).toBe(false);
    expect(tracker.isHydrating()).toBe(true);
    await runTasks();
    expect(isDone()).toBe(true);
    expect(tracker.isHydrating()).toBe(false);
  });

  it('counts a nested boundary mounted in the commit that hydrated its parent, whatever the order', async () => {
    const { tracker, runTasks, isDone } = manualTracker();
    tracker.boundaryMounted();
    tracker.shellHydrated();
    await runTasks();
    // One commit: the outer boundary's content reports before the inner boundary is counted.
    tracker.boundaryHydrated();
    tracker.boundaryMounted();
    await runTasks();
    expect(isDone()).toBe(false);
    tracker.boundaryHydrated();
    await runTasks();
    expect(isDone()).toBe(true);
  });

  it('does not finish before the shell, and ignores boundaries once done', async () => {
    const { tracker, runTasks, isDone } = manualTracker();
    tracker.boundaryMounted();
    tracker.boundaryHydrated();
    await runTasks();
    expect(isDone()).toBe(false);
    tracker.shellHydrated();
    await runTasks();
    expect(isDone()).toBe(true);
    tracker.boundaryMounted();
    tracker.boundaryHydrated();
    await runTasks();
    expect(isDone()).toBe(true);
  });
});
