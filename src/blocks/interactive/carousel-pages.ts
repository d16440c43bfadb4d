/**
 * Page arithmetic of the carousel (docs/behaviour.md §4): panels move a page (panels_per_view panels) at a time, and
 * with "bound" containment the last page is aligned to the end instead of leaving a gap.
 */

/** Number of pages: a page per panels_per_view panels, the last one possibly partial. */
export function pageCount(panels: number, perView: number): number {
  if (panels <= 0) return 0;
  return Math.ceil(panels / Math.max(1, perView));
}

/** Page shown, derived from the last visible panel (docs/behaviour.md §4 "page index from the last visible panel"). */
export function pageOfLastVisible(lastVisiblePanel: number, perView: number, pages: number): number {
  if (pages <= 0) return 0;
  const page = Math.floor(Math.max(0, lastVisiblePanel) / Math.max(1, perView));
  return Math.min(pages - 1, page);
}

export type SwipeOutcome = 'back' | 'keep' | 'next' | 'prev';

/**
 * What a drag release does (docs/behaviour.md §9 swipe threshold, 40 px): shorter than the threshold it snaps back to the
 * page it started on; from the threshold up it moves at least one page in the swipe's direction, keeping
 * embla's choice when embla already moved (a long or fast swipe may skip further).
 */
export function swipeOutcome(dx: number, thresholdPx: number, movedByEmbla: boolean): SwipeOutcome {
  if (Math.abs(dx) < thresholdPx) return 'back';
  if (movedByEmbla) return 'keep';
  return dx < 0 ? 'next' : 'prev';
}
