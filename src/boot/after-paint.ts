/**
 * Waits until the page has shown what it loaded (docs/performance.md): the frame after the load event has
 * been painted, and the browser has reported a largest contentful paint. Only then may a script download
 * start without competing with the first or the largest paint; a fast load can fire `load` before the
 * first frame, and an image that arrived last is painted only in the next one.
 */

/** Past this, the app starts anyway: a hidden tab paints no frames, a browser may report no LCP. */
const paintWaitMs = 1500;

export function afterPaint(win: Window, then: () => void): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    then();
  };
  win.setTimeout(finish, paintWaitMs);
  // A task queued from an animation frame runs once that frame has been painted.
  const painted = new Promise<void>((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));
  const largestPainted = new Promise<void>((resolve) => {
    const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver })
      .PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
      resolve();
      return;
    }
    const observer = new Observer(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  void Promise.all([painted, largestPainted]).then(finish);
}
