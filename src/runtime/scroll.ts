export interface ScrollPosition {
  x: number;
  y: number;
}

/** After a navigation renders: restore a saved position (back/forward), else the hash target, else the top. */
export function applyScroll(saved: ScrollPosition | undefined, hash: string): void {
  if (saved) {
    window.scrollTo(saved.x, saved.y);
    return;
  }
  if (hash) {
    const id = decodeURIComponent(hash.slice(1));
    const target = document.getElementById(id);
    if (target) {
      // scrollIntoView honours CSS scroll-margin-top, unlike scrolling to a computed offset.
      target.scrollIntoView();
      return;
    }
  }
  window.scrollTo(0, 0);
}

export function currentScroll(): ScrollPosition {
  return { x: window.scrollX, y: window.scrollY };
}
