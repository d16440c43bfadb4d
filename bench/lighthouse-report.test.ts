import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { runFigures, shortUrl } from './lighthouse-report';

const origin = 'http://127.0.0.1:40863';

/** A report with only the parts runFigures reads (a whole one is ~500 kB). */
function report(): Result {
  const numeric = (numericValue: number, score = 1) => ({ numericValue, score });
  const partial = {
    categories: { performance: { score: 0.91 } },
    audits: {
      'first-contentful-paint': numeric(1790, 0.9),
      'largest-contentful-paint': numeric(3077, 0.76),
      'total-blocking-time': numeric(179, 0.92),
      'cumulative-layout-shift': numeric(0),
      'speed-index': numeric(1800),
      metrics: { details: { items: [{ observedLoadTs: 1_000_228_000 }] } },
      'network-requests': {
        details: {
          debugData: { networkStartTimeTs: 1_000_000_000 },
          items: [
            { url: `${origin}/`, resourceType: 'Document', rendererStartTime: 0 },
            { url: `${origin}/assets/react-a.js`, resourceType: 'Script', rendererStartTime: 86 },
            { url: `${origin}/assets/site.css`, resourceType: 'Stylesheet', rendererStartTime: 87 },
            { url: 'data:image/svg+xml,%3csvg', resourceType: 'Image', rendererStartTime: 180 },
            // Started after the load event at 228 ms: idle prefetch.
            { url: `${origin}/assets/consent-dialog-b.js`, resourceType: 'Script', rendererStartTime: 262 },
            { url: `${origin}/assets/data/atm/index.json`, resourceType: 'Fetch', rendererStartTime: 524 },
          ],
        },
      },
      'largest-contentful-paint-element': {
        details: {
          items: [
            {
              items: [
                {
                  node: {
                    selector: 'div.modal-dialog > div.modal-body > p',
                    nodeLabel: 'Usamos cookies necesarias para que el sitio funcione',
                  },
                },
              ],
            },
          ],
        },
      },
      'long-tasks': {
        details: {
          items: [
            { url: `${origin}/assets/entry-client-c.js`, duration: 119 },
            { url: `${origin}/preguntas-frecuentes/`, duration: 77 },
            { url: 'Unattributable', duration: 50 },
          ],
        },
      },
      'layout-shifts': { details: { items: [] } },
    },
  };
  // A fixture with only the fields read, not a whole Result.
  return partial as unknown as Result;
}

describe('runFigures', () => {
  it('reads the metrics, the requests before the load event and the LCP element', () => {
    const r = runFigures(report());
    expect(r).toMatchObject({ score: 91, fcpMs: 1790, lcpMs: 3077, tbtMs: 179, cls: 0 });
    expect(r.requestsBeforeLoad).toBe(3);
    expect(r.scriptsBeforeLoad).toEqual(['react-a.js']);
    expect(r.requests).toBe(5);
    expect(r.lcpElement).toBe('p "Usamos cookies necesarias para que el si…"');
    expect(r.weakMetrics).toEqual([
      'FCP 1790 ms (score 0.90)',
      'LCP 3077 ms (score 0.76)',
      'TBT 179 ms (score 0.92)',
    ]);
  });

  it('keeps only tasks over 50 ms, named by script or page', () => {
    const r = runFigures(report());
    expect(r.longTaskCount).toBe(2);
    expect(r.longTasks).toEqual(['entry-client-c.js 119 ms', '/preguntas-frecuentes/ (HTML) 77 ms']);
  });

  it('counts no request before load when the report has no load event', () => {
    const lhr = report();
    lhr.audits.metrics = { ...lhr.audits.metrics, details: { type: 'debugdata', items: [{}] } } as never;
    expect(runFigures(lhr).requestsBeforeLoad).toBe(0);
  });
});

describe('shortUrl', () => {
  it('names a script by its file and a page by its path', () => {
    expect(shortUrl(`${origin}/assets/entry-client-c.js`)).toBe('entry-client-c.js');
    expect(shortUrl(`${origin}/`)).toBe('/ (HTML)');
    expect(shortUrl('Unattributable')).toBe('Unattributable');
    expect(shortUrl(undefined)).toBe('?');
  });
});
