/**
 * User-timing marks around hydration: the span in which the page is being made interactive. Browser
 * tests and the benchmark read them to find the long tasks of hydration (docs/performance.md); real-user
 * monitoring could read them too. Marks cost nothing measurable and never throw.
 */
export const hydrationStartMark = 'app:hydration-start';
export const hydrationEndMark = 'app:hydrated';

export function markHydration(name: typeof hydrationStartMark | typeof hydrationEndMark): void {
  try {
    performance.mark(name);
  } catch {
    // An environment without the User Timing API: the marks are optional.
  }
}
