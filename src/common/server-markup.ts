/**
 * Whether what renders now is the server's markup: rendered on the server, or hydrated from it in the
 * browser. Preact hydrates in one synchronous pass and, unlike React, renders useSyncExternalStore's
 * browser snapshot at once, on the server too, so markup that depends on the browser (reduced motion, the
 * address's query, "hydrated yet?") would differ from the server's, and Preact keeps the server's
 * attributes. The client entry holds the flag (`holdServerMarkup`) until the last part of the page has
 * hydrated (common/hydration-slices.ts); the blocks' store hook
 * (blocks/parts/use-external-store.ts) reads the flag (docs/decisions/0006-preact-runtime.md).
 */
let depth = 0;

/** True while `asServerMarkup` runs, and wherever there is no document (the build renders in Node). */
export function rendersServerMarkup(): boolean {
  return depth > 0 || typeof document === 'undefined';
}

/** Runs `render` (a synchronous hydration, or a server render where a document exists) with the flag set. */
export function asServerMarkup<T>(render: () => T): T {
  depth += 1;
  try {
    return render();
  } finally {
    depth -= 1;
  }
}

/**
 * Sets the flag until the returned function is called: for a hydration in parts, whose later parts render in
 * later tasks. A component first rendered in that span by the visitor's action reads the server's snapshot
 * for one render, then the browser's from its first effect, as a hydrated one does.
 */
export function holdServerMarkup(): () => void {
  depth += 1;
  let held = true;
  return () => {
    if (held) depth -= 1;
    held = false;
  };
}
