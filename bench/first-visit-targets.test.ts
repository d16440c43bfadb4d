import { describe, expect, it } from 'vitest';
import { route, run } from './bench-fixtures';
import type { Part } from './figures';
import type { FirstSecondsJs } from './first-seconds-js';
import { firstVisitChecks } from './first-visit-targets';
import type { LighthouseFigures } from './lighthouse';
import { summarise } from './visit-summary';

const js = (executedBytes: number): Part<FirstSecondsJs> => ({
  ok: true,
  value: {
    route: '/',
    windowMs: 5000,
    executedBytes,
    fetchedBytes: executedBytes,
    executedRuns: [executedBytes],
    executed: ['entry-client-a.js 60.0 kB'],
    fetchedOnly: [],
  },
});

const figures = (...routes: LighthouseFigures['routes']): Part<LighthouseFigures> => ({
  ok: true,
  value: { runs: 5, routes, ms: 1 },
});

const byTarget = (checks: ReturnType<typeof firstVisitChecks>, word: RegExp) => {
  const found = checks.find((c) => word.test(c.target));
  if (!found) throw new Error(`no target ${word}`);
  return found;
};

describe('issue 15 targets', () => {
  it('are met at the limits: score 100, CLS 0, TBT 50 ms, LCP 1.05 × floor, 12 requests, no script before the LCP', () => {
    const checks = firstVisitChecks(
      figures(route('/', { lcpMs: 1050, tbtMs: 50, requestsBeforeLoad: 12 }, undefined, { lcpMs: 1000 })),
      js(70 * 1024),
    );
    expect(checks.map((c) => [c.target, c.met])).toEqual(checks.map((c) => [c.target, true]));
    expect(checks).toHaveLength(6);
  });

  it("names the content as the cause when home's floor, without any script, already passes 12 requests", () => {
    const checks = firstVisitChecks(
      figures(
        route('/', { requestsBeforeLoad: 14, scriptsBeforeLoad: [] }, undefined, { requestsBeforeLoad: 13 }),
      ),
      js(60 * 1024),
    );
    const requests = byTarget(checks, /requests before the load/);
    expect(requests.met).toBe(false);
    expect(requests.measured).toContain('the floor 13');
    expect(requests.reason).toContain('the floor (no script) already makes 13');
    expect(requests.next).toContain('fewer separate pictures');
  });

  it("names the HTML, not the scripts, when no script loads before the LCP and the LCP element is the floor's", () => {
    const checks = firstVisitChecks(
      figures(
        route('/', { lcpMs: 1300, scriptsBeforeLoad: [] }, undefined, {
          lcpMs: 1080,
          lcpElement: 'img.hero "Tarjetas"',
        }),
      ),
      js(40 * 1024),
    );
    const lcp = byTarget(checks, /floor LCP/);
    expect(lcp.met).toBe(false);
    expect(lcp.next).toContain('make the inline state smaller');
  });

  it('names an HTML past the first round trip, which its floor is not, with the bytes', () => {
    const checks = firstVisitChecks(
      figures(
        route('/', { lcpMs: 1280, documentBytes: 14_608 }, undefined, { lcpMs: 1140, documentBytes: 10_187 }),
      ),
      js(40 * 1024),
    );
    const lcp = byTarget(checks, /floor LCP/);
    expect(lcp.reason).toContain(
      'HTML 14608 bytes over the wire (floor 10187), past the 14600 of a first round trip',
    );
    expect(lcp.next).toContain("the HTML passes a first round trip and its floor's does not");
  });

  it("names a miss that the floor's own runs reach as the simulation's spread, and shows every run", () => {
    const floorRuns = [830, 830, 830, 905, 910].map((lcpMs) => run({ lcpMs }));
    const visitRuns = [905, 910, 910, 915, 920].map((lcpMs) => run({ lcpMs }));
    const checks = firstVisitChecks(
      figures({
        route: '/agencias/',
        visits: { first: summarise(visitRuns), returning: summarise(visitRuns), floor: summarise(floorRuns) },
      }),
      js(40 * 1024),
    );
    const lcp = byTarget(checks, /floor LCP/);
    expect(lcp.met).toBe(false);
    expect(lcp.reason).toContain(
      "LCP runs 0.91 / 0.91 / 0.91 / 0.92 / 0.92 s, the floor's 0.83 / 0.83 / 0.83 / 0.91 / 0.91 s (within the floor’s own spread)",
    );
    expect(lcp.next).toContain("the floor's own runs reach the visit's LCP");
  });

  it('name each miss with its route, visit and cause', () => {
    const checks = firstVisitChecks(
      figures(
        route(
          '/',
          {
            score: 91,
            lcpMs: 3000,
            tbtMs: 180,
            cls: 0.02,
            requestsBeforeLoad: 16,
            scriptsBeforeLoad: ['entry-client-a.js', 'react-b.js'],
            scriptsBeforeLcp: ['entry-client-a.js'],
            lcpElement: 'p "Usamos cookies"',
            weakMetrics: ['LCP 3000 ms (score 0.75)', 'TBT 180 ms (score 0.92)'],
            longTasks: ['entry-client-a.js 119 ms'],
            shifts: ['div.modal'],
          },
          { lcpMs: 1040 },
          { lcpMs: 1000, lcpElement: 'p "Tocá una pregunta"' },
        ),
      ),
      js(105 * 1024),
    );
    const score = byTarget(checks, /performance 100/);
    expect(score.met).toBe(false);
    expect(score.measured).toContain('1 of 2 missed: / first 91');
    expect(score.reason).toContain('LCP 3000 ms (score 0.75)');
    expect(score.next).toMatch(/modulepreload/);
    expect(byTarget(checks, /CLS/)).toMatchObject({ met: false, reason: 'div.modal' });
    expect(byTarget(checks, /TBT/).reason).toContain(
      '/ first: tasks over 50 ms at 4× CPU entry-client-a.js 119 ms',
    );
    const lcp = byTarget(checks, /floor LCP/);
    expect(lcp.met).toBe(false);
    expect(lcp.measured).toContain('/ first 3.00× (3.00 s vs 1.00 s)');
    expect(lcp.measured).not.toContain('/ returning');
    expect(lcp.reason).toContain('LCP element p "Usamos cookies" (floor: p "Tocá una pregunta"), 2 scripts');
    expect(byTarget(checks, /requests before the load/)).toMatchObject({ met: false });
    expect(byTarget(checks, /requests before the load/).reason).toContain('entry-client-a.js, react-b.js');
    expect(byTarget(checks, /before the LCP/)).toMatchObject({ met: false });
    expect(byTarget(checks, /before the LCP/).measured).toContain(
      '1 in the median run of 5: entry-client-a.js; JS executed in the first 5 s 105.0 kB',
    );
  });

  it('checks the floor ratio per route, against that route’s floor', () => {
    const checks = firstVisitChecks(
      figures(
        route('/', { lcpMs: 1040 }, undefined, { lcpMs: 1000 }),
        route('/atm/', { lcpMs: 1100 }, undefined, { lcpMs: 900 }),
      ),
      js(1),
    );
    const lcp = byTarget(checks, /floor LCP/);
    expect(lcp.measured).toBe(
      'median of 5; 2 of 4 missed: /atm/ first 1.22× (1.10 s vs 0.90 s), /atm/ returning 1.22× (1.10 s vs 0.90 s)',
    );
  });

  it('are not measured when their part failed', () => {
    const checks = firstVisitChecks(
      { ok: false, error: 'Chromium crashed' },
      { ok: false, error: 'not run' },
    );
    expect(checks.every((c) => c.met === null)).toBe(true);
    expect(checks[0]?.measured).toBe('not measured (Chromium crashed)');
  });

  it('say so when home was not measured', () => {
    const checks = firstVisitChecks(figures(route('/atm/', {})), js(1));
    expect(byTarget(checks, /requests before the load/).met).toBeNull();
  });
});
