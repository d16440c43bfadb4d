/**
 * The site search's relevance over the judged query set (issue 31; src/search/relevance/) and over the
 * held-out sets (issue 40; the first, the fresh and the third were looked at while fixing causes, the fourth
 * never before it was measured): precision at 1, mean reciprocal rank and the queries still
 * wrong, through the site's real search code and the built index (Pagefind run in Node). Part of
 * `BENCH_ONLY=search npm run bench`; alone, on a built site: `npx tsx bench/search-relevance.ts [dist]`.
 */
import path from 'node:path';
import { pagefindInNode } from '../e2e/support/pagefind-in-node';
import { freshHeldOutQueries } from '../src/search/relevance/fresh-held-out-queries';
import { heldOutQueries } from '../src/search/relevance/held-out-queries';
import { judgedQueries, type JudgedQuery } from '../src/search/relevance/judged-queries';
import { thirdHeldOutQueries } from '../src/search/relevance/third-held-out-queries';
import { fourthHeldOutQueries } from '../src/search/relevance/fourth-held-out-queries';
import { scoreRelevance, type Answer, type RelevanceScore } from '../src/search/relevance/relevance-score';
import { searchSite } from '../src/search/pagefind-client';

/** Results counted per query (the results page's first screen). */
const resultsPerQuery = 10;

export async function answersOf(siteDir: string, queries: readonly string[]): Promise<Answer[]> {
  const api = await pagefindInNode(siteDir);
  const answers: Answer[] = [];
  for (const query of queries) {
    const outcome = await searchSite(query, resultsPerQuery, api);
    answers.push({ query, urls: outcome?.hits.map((hit) => hit.url) ?? [] });
  }
  return answers;
}

/** The search's score on a query set: the tuning set (judged-queries.ts) unless another is given. */
export async function measureRelevance(
  siteDir: string,
  queries: readonly JudgedQuery[] = judgedQueries,
): Promise<RelevanceScore> {
  const answers = await answersOf(
    siteDir,
    queries.map((j) => j.query),
  );
  return scoreRelevance(queries, answers);
}

/**
 * The score on the first held-out set (held-out-queries.ts): never tuned on, but its misses were read while
 * fixing the search's causes of error (issue 40), so it no longer measures generalisation alone.
 */
export const measureHeldOut = (siteDir: string): Promise<RelevanceScore> =>
  measureRelevance(siteDir, heldOutQueries);

/** The score on the fresh held-out set (fresh-held-out-queries.ts), committed before the search first ran on it. */
export const measureFreshHeldOut = (siteDir: string): Promise<RelevanceScore> =>
  measureRelevance(siteDir, freshHeldOutQueries);

/** The score on the third held-out set (third-held-out-queries.ts), committed before the search first ran on it. */
export const measureThirdHeldOut = (siteDir: string): Promise<RelevanceScore> =>
  measureRelevance(siteDir, thirdHeldOutQueries);

/** The score on the fourth held-out set (fourth-held-out-queries.ts), committed before the search first ran on it. */
export const measureFourthHeldOut = (siteDir: string): Promise<RelevanceScore> =>
  measureRelevance(siteDir, fourthHeldOutQueries);

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

/** The score as lines of bench/results.md: the figures, then each query still wrong with what came first. */
export function relevanceLines(score: RelevanceScore, set = 'Judged queries'): string[] {
  return [
    `${set}: ${score.queries}; precision at 1: ${percent(score.precisionAt1)} (target 90 %); ` +
      `MRR: ${score.meanReciprocalRank.toFixed(3)} (target 0.93)`,
    '',
    `| ${set.toLowerCase()}: still wrong | first result | wanted |`,
    '| --- | --- | --- |',
    ...score.wrong.map(
      (w) => `| ${w.query} | ${w.first || '(none)'} | ${w.expect.join(', ') || '(the empty state)'} |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteDir = path.resolve(process.argv[2] ?? 'dist');
  console.log(relevanceLines(await measureRelevance(siteDir)).join('\n'));
  console.log(['', ...relevanceLines(await measureHeldOut(siteDir), 'Held-out queries')].join('\n'));
  console.log(
    ['', ...relevanceLines(await measureFreshHeldOut(siteDir), 'Fresh held-out queries')].join('\n'),
  );
  console.log(
    ['', ...relevanceLines(await measureThirdHeldOut(siteDir), 'Third held-out queries')].join('\n'),
  );
  console.log(
    ['', ...relevanceLines(await measureFourthHeldOut(siteDir), 'Fourth held-out queries')].join('\n'),
  );
}
