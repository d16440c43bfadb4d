/**
 * Precision at 1 and mean reciprocal rank of a search over the judged query set (judged-queries.ts), with
 * the queries it still gets wrong: the measure of the site search's relevance (issue 31).
 */
import type { JudgedQuery } from './judged-queries';

/** What the search answered for a query: the result URLs, best first (at most the first ten count). */
export interface Answer {
  query: string;
  urls: readonly string[];
}

export interface QueryScore {
  query: string;
  expect: readonly string[];
  /** The first result ('' when there was none). */
  first: string;
  /** 1 / rank of the first acceptable result; 0 when none of the first ten is. */
  reciprocalRank: number;
}

export interface RelevanceScore {
  queries: number;
  precisionAt1: number;
  meanReciprocalRank: number;
  /** The queries whose first result is not an acceptable one. */
  wrong: QueryScore[];
  all: QueryScore[];
}

const ranksCounted = 10;

/** Whether a result URL meets an expected one: a page is met by any of its sections, a section only by itself. */
export function meets(url: string, expected: string): boolean {
  if (expected.includes('#')) return url === expected;
  return url.split('#')[0] === expected;
}

export function scoreQuery(judged: JudgedQuery, urls: readonly string[]): QueryScore {
  const first = urls[0] ?? '';
  if (judged.expect.length === 0) {
    return { query: judged.query, expect: judged.expect, first, reciprocalRank: urls.length === 0 ? 1 : 0 };
  }
  const rank = urls.slice(0, ranksCounted).findIndex((url) => judged.expect.some((e) => meets(url, e)));
  return { query: judged.query, expect: judged.expect, first, reciprocalRank: rank < 0 ? 0 : 1 / (rank + 1) };
}

export function scoreRelevance(judged: readonly JudgedQuery[], answers: readonly Answer[]): RelevanceScore {
  const byQuery = new Map(answers.map((a) => [a.query, a.urls]));
  const all = judged.map((j) => scoreQuery(j, byQuery.get(j.query) ?? []));
  const n = all.length || 1;
  return {
    queries: all.length,
    precisionAt1: all.filter((s) => s.reciprocalRank === 1).length / n,
    meanReciprocalRank: all.reduce((sum, s) => sum + s.reciprocalRank, 0) / n,
    wrong: all.filter((s) => s.reciprocalRank !== 1),
    all,
  };
}
