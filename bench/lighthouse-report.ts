/**
 * The figures of one Lighthouse run, read from its report: the metrics the issue names, plus what explains a
 * missed target (the metrics that cost points, the long tasks, the layout shifts with their causes).
 */
import type { Result } from 'lighthouse';

export interface RunFigures {
  /** 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Metrics that cost points, e.g. "TBT 129 ms (score 0.93)". */
  weakMetrics: string[];
  /** The longest main-thread tasks, e.g. "index-abc.js 180 ms". */
  longTasks: string[];
  /** "element (cause: culprit)" per layout shift. */
  shifts: string[];
}

const metrics = [
  ['FCP', 'first-contentful-paint', 'ms'],
  ['Speed Index', 'speed-index', 'ms'],
  ['LCP', 'largest-contentful-paint', 'ms'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
] as const;

interface ShiftItem {
  node?: { selector?: string };
  subItems?: { items?: Array<{ cause?: string; extra?: { selector?: string } }> };
}

interface LongTaskItem {
  url?: string;
  duration?: number;
}

function items<T>(details: unknown): T[] {
  return (details as { items?: T[] } | undefined)?.items ?? [];
}

function shortUrl(url: string | undefined): string {
  if (!url) return '?';
  try {
    return new URL(url).pathname.split('/').pop() || url;
  } catch {
    return url;
  }
}

export function runFigures(lhr: Result): RunFigures {
  const audit = (id: string) => lhr.audits[id];
  const value = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    weakMetrics: metrics
      .filter(([, id]) => (audit(id)?.score ?? 1) < 0.98)
      .map(([name, id, unit]) => {
        const v = value(id);
        const shown = unit ? `${v.toFixed(0)} ${unit}` : v.toFixed(3);
        return `${name} ${shown} (score ${(audit(id)?.score ?? 0).toFixed(2)})`;
      }),
    longTasks: items<LongTaskItem>(audit('long-tasks')?.details)
      .slice(0, 3)
      .map((t) => `${shortUrl(t.url)} ${(t.duration ?? 0).toFixed(0)} ms`),
    shifts: items<ShiftItem>(audit('layout-shifts')?.details).map((item) => {
      const causes = (item.subItems?.items ?? []).map(
        (c) => `${c.cause ?? '?'}: ${c.extra?.selector ?? '?'}`,
      );
      return `${item.node?.selector ?? '?'}${causes.length ? ` (${causes.join('; ')})` : ''}`;
    }),
  };
}
