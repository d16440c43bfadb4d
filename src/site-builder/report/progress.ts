/**
 * Prerender progress (issue 10): pages done / total and pages per second. On a terminal at most one line per
 * second, so a fast build does not flood it; in a log file (CI) one line per 10 %, so the log stays short
 * however long the build is.
 */
export interface ProgressOptions {
  total: number;
  log: (line: string) => void;
  /** A terminal redraws cheaply; a log file keeps every line. */
  interactive: boolean;
  now?: () => number;
}

export interface Progress {
  /** One more page done. */
  tick(): void;
}

function formatProgress(done: number, total: number, elapsedMs: number): string {
  const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
  const rate = elapsedMs > 0 ? (done / elapsedMs) * 1000 : 0;
  return `Prerendering ${done}/${total} pages (${percent} %), ${rate.toFixed(0)} pages/s`;
}

export function startProgress({
  total,
  log,
  interactive,
  now = () => performance.now(),
}: ProgressOptions): Progress {
  const started = now();
  let done = 0;
  let lastLine = started;
  let lastTenth = 0;
  return {
    tick() {
      done++;
      const at = now();
      const tenth = total > 0 ? Math.floor((done / total) * 10) : 10;
      const finished = done === total;
      const due = interactive ? at - lastLine >= 1000 : tenth > lastTenth;
      if (!due && !finished) return;
      lastLine = at;
      lastTenth = tenth;
      log(formatProgress(done, total, at - started));
    },
  };
}
