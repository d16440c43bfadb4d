/** Medians of one route's Lighthouse runs per visit, and the ratio of a visit to the route's floor (issue 15). */
import type { RunFigures } from './lighthouse-report';
import { median } from './stats';

export const visits = ['first', 'returning', 'floor'] as const;
export type Visit = (typeof visits)[number];

export interface VisitSummary {
  /** Medians over the runs; score 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requestsBeforeLoad: number;
  longTaskCount: number;
  /** Every run's score, to show the spread behind the median. */
  scores: number[];
  /** Every run's LCP (ms): Lighthouse's simulation can land a round trip apart from one run to the next. */
  lcpRunsMs: number[];
  /** Median bytes of the page's HTML over the wire. */
  documentBytes: number;
  /** The run nearest the medians (score, then LCP): what cost its points, its LCP element, its long tasks. */
  medianRun: RunFigures;
  /** Layout shifts of all runs, deduplicated. */
  shifts: string[];
}

export function summarise(runs: readonly RunFigures[]): VisitSummary {
  const first = runs[0];
  if (!first) throw new Error('bench: no Lighthouse run to summarise');
  const of = (pick: (r: RunFigures) => number) => median(runs.map(pick));
  const score = of((r) => r.score);
  const lcpMs = of((r) => r.lcpMs);
  const distance = (r: RunFigures) => Math.abs(r.score - score) * 1e6 + Math.abs(r.lcpMs - lcpMs);
  return {
    score,
    fcpMs: of((r) => r.fcpMs),
    lcpMs,
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    requestsBeforeLoad: of((r) => r.requestsBeforeLoad),
    longTaskCount: of((r) => r.longTaskCount),
    scores: runs.map((r) => r.score),
    lcpRunsMs: runs.map((r) => r.lcpMs),
    documentBytes: of((r) => r.documentBytes),
    medianRun: runs.reduce((best, r) => (distance(r) < distance(best) ? r : best), first),
    shifts: [...new Set(runs.flatMap((r) => r.shifts))],
  };
}

/** A visit's LCP as a multiple of the floor's; NaN when either is missing. */
export function floorRatio(visit: VisitSummary, floor: VisitSummary | undefined): number {
  return floor && floor.lcpMs > 0 ? visit.lcpMs / floor.lcpMs : Number.NaN;
}
