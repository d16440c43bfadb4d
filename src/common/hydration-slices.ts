/**
 * Hydration in parts (docs/performance.md "Hydration in parts", docs/decisions/0008-hydration-in-parts.md).
 * Preact hydrates a tree in one synchronous pass; on a long page at a phone's speed that pass is one task of
 * 100 ms or more, during which a tap waits. While the
 * first page hydrates, every region (blocks/parts/hydration-slice.tsx) asks `shouldYield()`; once the
 * current task has run its budget, the region keeps its server markup and waits for `nextSlice()`, which
 * resumes the waiting regions in document order, one per task, each with a fresh budget.
 */

/** A task's budget: a third of a long task (50 ms), so that the region that ends a slice rarely takes it past 50. */
export const hydrationSliceMs = 8;

export interface HydrationSlices {
  /** Runs the hydration call, the first slice. */
  hydrate(render: () => void): void;
  /**
   * True while hydrating (the hydration call, or a resumed region's render) once the current task has run its
   * budget: the next region waits for a task of its own. Never true for a render the visitor caused.
   */
  shouldYield(): boolean;
  /** Called by a resumed region once it has hydrated (its layout effect): later renders are not hydration. */
  regionHydrated(): void;
  /** Resolves at the start of a later task, when the waiting region's turn comes. */
  nextSlice(): Promise<void>;
  /** Hydrates every waiting region at once and stops slicing (a navigation replaces the page anyway). */
  finish(): void;
  /** Resolves when no region waits any more: the whole page has hydrated. */
  readonly done: Promise<void>;
}

export interface SliceClock {
  now: () => number;
  /** Runs `task` in a task of its own, after the current one (and after what the browser has queued). */
  postTask: (task: () => void) => void;
}

/** A new task without setTimeout's 4 ms clamp after a few nested timers: a message to our own port. */
function postMessageTask(): SliceClock['postTask'] {
  const channel = new MessageChannel();
  const tasks: (() => void)[] = [];
  channel.port1.onmessage = () => tasks.shift()?.();
  return (task) => {
    tasks.push(task);
    channel.port2.postMessage(null);
  };
}

const browserClock = (): SliceClock => ({ now: () => performance.now(), postTask: postMessageTask() });

/**
 * Created before the hydration call (`hydrate`), whose task is the first slice. A region resumed in a task
 * renders in that task's microtasks, so by the following task the regions it deferred in turn are waiting too.
 */
export function createHydrationSlices(clock: SliceClock = browserClock()): HydrationSlices {
  let sliceStart = clock.now();
  let finished = false;
  // Renders in this span hydrate: the hydration call, and from a region's resumption to its layout effect
  // (the same task, so no event of the visitor's comes in between).
  let hydrating = false;
  let scheduled = false;
  const waiting: (() => void)[] = [];
  let resolveDone = () => {};
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });

  const finish = () => {
    if (finished) return;
    finished = true;
    hydrating = false;
    for (const resume of waiting.splice(0)) resume();
    resolveDone();
  };
  const schedule = () => {
    if (scheduled || finished) return;
    scheduled = true;
    clock.postTask(runNext);
  };
  function runNext() {
    scheduled = false;
    const resume = waiting.shift();
    if (!resume) return finish();
    sliceStart = clock.now();
    hydrating = true;
    resume();
    schedule();
  }
  // After the hydration call's task: with nothing waiting, hydration was done in one.
  schedule();

  return {
    hydrate: (render) => {
      sliceStart = clock.now();
      hydrating = true;
      try {
        render();
      } finally {
        hydrating = false;
      }
    },
    shouldYield: () => hydrating && !finished && clock.now() - sliceStart > hydrationSliceMs,
    regionHydrated: () => {
      hydrating = false;
    },
    nextSlice: () => {
      if (finished) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        schedule();
      });
    },
    finish,
    done,
  };
}
