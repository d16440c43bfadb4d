/**
 * When the first page has hydrated in full. React hydrates the shell (everything outside Suspense
 * boundaries) first and each boundary later, in tasks of its own, or at once when the visitor acts in it
 * (docs/decisions/0009-react-19-runtime.md). Each boundary says when it is mounted (dehydrated or not) and
 * when its content has hydrated; the page has hydrated once the shell has and no mounted boundary waits.
 */
export interface HydrationTracker {
  /** A boundary is in the committed tree; its content may still be the server's markup. */
  boundaryMounted(): void;
  /** A boundary's content has hydrated and its effects have run. */
  boundaryHydrated(): void;
  /** The root's first effects have run: everything outside boundaries has hydrated. */
  shellHydrated(): void;
  /** True until `done` resolves. */
  isHydrating(): boolean;
  /** Resolves in the task after the last boundary's effects, once. */
  readonly done: Promise<void>;
}

/**
 * `nextTask` defers the check past the commit that reported, so that a boundary hydrating with its parent
 * (mounted and hydrated in one commit, in either order of effects) never reads as the last one.
 */
export function createHydrationTracker(
  nextTask: (check: () => void) => void = (check) => setTimeout(check),
): HydrationTracker {
  let pending = 0;
  let shell = false;
  let finished = false;
  let checkQueued = false;
  let resolveDone = () => {};
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });
  const check = () => {
    checkQueued = false;
    if (finished || !shell || pending > 0) return;
    finished = true;
    resolveDone();
  };
  const queueCheck = () => {
    if (finished || checkQueued) return;
    checkQueued = true;
    nextTask(check);
  };
  return {
    boundaryMounted: () => {
      if (!finished) pending += 1;
    },
    boundaryHydrated: () => {
      if (finished) return;
      pending -= 1;
      queueCheck();
    },
    shellHydrated: () => {
      shell = true;
      queueCheck();
    },
    isHydrating: () => !finished,
    done,
  };
}
