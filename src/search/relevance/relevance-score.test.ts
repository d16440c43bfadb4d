import { describe, expect, it } from 'vitest';
import { judgedQueries } from './judged-queries';
import { meets, scoreRelevance } from './relevance-score';

describe('relevance score', () => {
  it('counts a page met by its sections, a section only by itself', () => {
    expect(meets('/agencias/#agencia-santa-ana', '/agencias/')).toBe(true);
    expect(meets('/agencias/', '/agencias/#agencia-santa-ana')).toBe(false);
    expect(meets('/atm/', '/agencias/')).toBe(false);
  });

  it('gives precision at 1 and the mean reciprocal rank, naming the queries still wrong', () => {
    const judged = [
      { query: 'a', kind: 'producto', expect: ['/a/'] },
      { query: 'b', kind: 'producto', expect: ['/b/'] },
      { query: 'nada', kind: 'nada', expect: [] },
      { query: 'otra nada', kind: 'nada', expect: [] },
    ] as const;
    const score = scoreRelevance(judged, [
      { query: 'a', urls: ['/a/#x', '/b/'] },
      { query: 'b', urls: ['/a/', '/b/'] },
      { query: 'nada', urls: [] },
      { query: 'otra nada', urls: ['/a/'] },
    ]);
    expect(score.precisionAt1).toBe(0.5);
    expect(score.meanReciprocalRank).toBe((1 + 0.5 + 1 + 0) / 4);
    expect(score.wrong.map((w) => w.query)).toEqual(['b', 'otra nada']);
  });

  it('has at least 80 judged queries, each once, of every kind', () => {
    const queries = judgedQueries.map((j) => j.query);
    expect(queries.length).toBeGreaterThanOrEqual(80);
    expect(new Set(queries).size).toBe(queries.length);
    for (const kind of ['producto', 'lugar', 'horario', 'tasa', 'trámite', 'digital', 'nada']) {
      expect(judgedQueries.some((j) => j.kind === kind)).toBe(true);
    }
  });
});
