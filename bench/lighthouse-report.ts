/**
 * The figures of one Lighthouse run, read from its report: the metrics the issues name, plus what explains a
 * missed target (the metrics that cost points, the LCP element, the long tasks, the requests before the load
 * event, the layout shifts with their causes). Metrics and long tasks are Lighthouse's simulation (mobile,
 * 4× CPU); the requests are counted in the observed load, the only one with a load event.
 */
import type { Result } from 'lighthouse';

export interface RunFigures {
  /** 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Network requests (data: URLs aside) that started before the load event of the observed load. */
  requestsBeforeLoad: number;
  /** Of those, the scripts, e.g. "entry-client-abc.js". */
  scriptsBeforeLoad: string[];
  /** The scripts requested before the observed LCP (issue 30: none may compete with it). */
  scriptsBeforeLcp: string[];
  /** All network requests of the run (data: URLs aside), load event or not. */
  requests: number;
  /** The LCP element, e.g. `img.d-block "Tres tarjetas de crédito…"`. */
  lcpElement: string;
  /** Metrics that cost points, e.g. "TBT 129 ms (score 0.93)". */
  weakMetrics: string[];
  /** The longest main-thread tasks (over 50 ms at the simulated 4× CPU), e.g. "index-abc.js 180 ms". */
  longTasks: string[];
  /** How many tasks over 50 ms the long-tasks audit found. */
  longTaskCount: number;
  /** "element (cause: culprit)" per layout shift. */
  shifts: string[];
  /** Bytes of the page's own HTML over the wire (headers and compressed body); NaN when not found. */
  documentBytes: number;
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

interface RequestItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  /** ms after the earliest request (debugData.networkStartTimeTs). */
  rendererStartTime?: number;
}

interface LcpElementItem {
  items?: Array<{ node?: { selector?: string; nodeLabel?: string } }>;
}

function items<T>(details: unknown): T[] {
  return (details as { items?: T[] } | undefined)?.items ?? [];
}

/** A script's file name, or a page's path with "(HTML)": the origin's port changes with every run. */
export function shortUrl(url: string | undefined): string {
  if (!url) return '?';
  try {
    const { pathname } = new URL(url);
    return pathname.endsWith('/') ? `${pathname} (HTML)` : (pathname.split('/').pop() ?? pathname);
  } catch {
    // "Unattributable" and the like.
    return url;
  }
}

/**
 * The requests that started before the observed load event, and those before the observed LCP (trace clock,
 * microseconds).
 */
function beforeLoad(lhr: Result): { all: RequestItem[]; early: RequestItem[]; beforeLcp: RequestItem[] } {
  const details = lhr.audits['network-requests']?.details as
    { items?: RequestItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  const all = (details?.items ?? []).filter((r) => !r.url?.startsWith('data:'));
  const metrics = items<{ observedLoadTs?: number; observedLargestContentfulPaintTs?: number }>(
    lhr.audits.metrics?.details,
  )[0];
  const start = details?.debugData?.networkStartTimeTs;
  if (start === undefined) return { all, early: [], beforeLcp: [] };
  const startedBefore = (ts: number | undefined) =>
    ts === undefined ? [] : all.filter((r) => (r.rendererStartTime ?? Infinity) < (ts - start) / 1000);
  return {
    all,
    early: startedBefore(metrics?.observedLoadTs),
    beforeLcp: startedBefore(metrics?.observedLargestContentfulPaintTs),
  };
}

const scripts = (requests: RequestItem[]) =>
  requests.filter((r) => r.resourceType === 'Script').map((r) => shortUrl(r.url));

function lcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const node = items<LcpElementItem>(details)[0]?.items?.[0]?.node;
  if (!node) return '?';
  // The element and its text or alt, e.g. `img.d-block "Tres tarjetas de crédito…"`.
  const element = node.selector?.split(' > ').pop() ?? '?';
  const label = node.nodeLabel ?? '';
  return label ? `${element} "${label.length > 40 ? `${label.slice(0, 40)}…` : label}"` : element;
}

/** The main document's transfer size: what decides whether the HTML fits a new connection's first round trip. */
function documentBytes(lhr: Result, requests: RequestItem[]): number {
  const document = requests.find((r) => r.resourceType === 'Document' && r.url === lhr.finalDisplayedUrl);
  return document?.transferSize ?? Number.NaN;
}

export function runFigures(lhr: Result): RunFigures {
  const audit = (id: string) => lhr.audits[id];
  const value = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const requests = beforeLoad(lhr);
  const longTasks = items<LongTaskItem>(audit('long-tasks')?.details).filter((t) => (t.duration ?? 0) > 50);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    requestsBeforeLoad: requests.early.length,
    scriptsBeforeLoad: scripts(requests.early),
    scriptsBeforeLcp: scripts(requests.beforeLcp),
    requests: requests.all.length,
    lcpElement: lcpElement(lhr),
    weakMetrics: metrics
      .filter(([, id]) => (audit(id)?.score ?? 1) < 0.98)
      .map(([name, id, unit]) => {
        const v = value(id);
        const shown = unit ? `${v.toFixed(0)} ${unit}` : v.toFixed(3);
        return `${name} ${shown} (score ${(audit(id)?.score ?? 0).toFixed(2)})`;
      }),
    longTasks: longTasks.slice(0, 3).map((t) => `${shortUrl(t.url)} ${(t.duration ?? 0).toFixed(0)} ms`),
    longTaskCount: longTasks.length,
    shifts: items<ShiftItem>(audit('layout-shifts')?.details).map((item) => {
      const causes = (item.subItems?.items ?? []).map(
        (c) => `${c.cause ?? '?'}: ${c.extra?.selector ?? '?'}`,
      );
      return `${item.node?.selector ?? '?'}${causes.length ? ` (${causes.join('; ')})` : ''}`;
    }),
    documentBytes: documentBytes(lhr, requests.all),
  };
}
