import type { SliceClock } from '../common/hydration-slices';

/** A clock for hydration slices whose time the test moves, and whose tasks run only when the test says. */
export function manualSliceClock() {
  let time = 0;
  const tasks: (() => void)[] = [];
  const clock: SliceClock = { now: () => time, postTask: (task) => tasks.push(task) };
  return {
    clock,
    advance: (ms: number) => {
      time += ms;
    },
    /** Runs the next task (its microtasks follow when the caller awaits). */
    runNextTask: () => tasks.shift()?.(),
    pendingTasks: () => tasks.length,
  };
}
