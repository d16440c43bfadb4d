/** Figures for the bench's unit tests: one Lighthouse run and a route's three visits. */
import type { RouteLighthouse } from './lighthouse';
import type { RunFigures } from './lighthouse-report';
import { summarise } from './visit-summary';

export function run(overrides: Partial<RunFigures> = {}): RunFigures {
  return {
    score: 100,
    fcpMs: 800,
    lcpMs: 900,
    tbtMs: 0,
    cls: 0,
    requestsBeforeLoad: 5,
    scriptsBeforeLoad: [],
    scriptsBeforeLcp: [],
    requests: 5,
    lcpElement: 'img.hero "Tarjetas"',
    weakMetrics: [],
    longTasks: [],
    longTaskCount: 0,
    shifts: [],
    documentBytes: 9000,
    ...overrides,
  };
}

export function route(
  path: string,
  first: Partial<RunFigures>,
  returning: Partial<RunFigures> = first,
  floor: Partial<RunFigures> = {},
): RouteLighthouse {
  return {
    route: path,
    visits: {
      first: summarise([run(first)]),
      returning: summarise([run(returning)]),
      floor: summarise([run(floor)]),
    },
  };
}
