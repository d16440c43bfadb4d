/**
 * Page arithmetic of the carousel (SPEC §4): panels move a page (panels_per_view panels) at a time, and
 * with "bound" containment the last page is aligned to the end instead of leaving a gap.
 */

/** Number of pages: a page per panels_per_view panels, the last one possibly partial. */
export function pageCount(panels: number, perView: number): number {
  if (panels <= 0) return 0;
  return Math.ceil(panels / Math.max(1, perView));
}

/** Page shown, derived from the last visible panel (SPEC §4 "page index from the last visible panel"). */
export function pageOfLastVisible(lastVisiblePanel: number, perView: number, pages: number): number {
  if (pages <= 0) return 0;
  const page = Math.floor(Math.max(0, lastVisiblePanel) / Math.max(1, perView));
  return Math.min(pages - 1, page);
}

/** A release shorter than the swipe threshold snaps back to the page it started on (SPEC §9, 40 px). */
export function isSwipe(startX: number, endX: number, thresholdPx: number): boolean {
  return Math.abs(endX - startX) >= thresholdPx;
}
