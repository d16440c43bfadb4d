export interface ScrollPosition {
  x: number;
  y: number;
}

/**
 * Navigation scrolls jump: Bootstrap sets `scroll-behavior: smooth` on the root, and an animated scroll
 * after a page change is both slow and wrong (positions saved mid-animation).
 */
const instant = 'instant' as ScrollBehavior;

function jumpTo(x: number, y: number): void {
  window.scrollTo({ left: x, top: y, behavior: instant });
}

/** How long to wait for a hash target that renders late (lazy blocks, tabs). */
const hashRetryMs = 2000;

function findTarget(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the id up as written.
  }
  // getElementById, not querySelector: ids with '.' or ':' are valid and must not throw.
  return id ? document.getElementById(id) : null;
}

/**
 * After a navigation renders: restore a saved position (back/forward), else scroll to the hash target
 * (scrollIntoView honours CSS scroll-margin-top; retried until the element exists), else to the top.
 */
export function applyScroll(saved: ScrollPosition | undefined, hash: string): void {
  if (saved) {
    jumpTo(saved.x, saved.y);
    return;
  }
  if (!hash || hash === '#') {
    jumpTo(0, 0);
    return;
  }
  const target = findTarget(hash);
  if (target) {
    target.scrollIntoView({ behavior: instant });
    return;
  }
  jumpTo(0, 0);
  const started = performance.now();
  const retry = () => {
    if (window.location.hash !== hash) return;
    const late = findTarget(hash);
    if (late) late.scrollIntoView({ behavior: instant });
    else if (performance.now() - started < hashRetryMs) requestAnimationFrame(retry);
  };
  requestAnimationFrame(retry);
}

export function currentScroll(): ScrollPosition {
  return { x: window.scrollX, y: window.scrollY };
}
