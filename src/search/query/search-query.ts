/**
 * One search, from typed query to the results shown (docs/behaviour.md "Site search"): the query planned
 * (query-plan.ts), each variant searched in Pagefind's index, the best pages' data read and ranked
 * (rank-page.ts), the pinned results first.
 */
import type { Lexicon } from './lexicon';
import type { PagefindApi, PagefindResult } from './pagefind-types';
import { fewerWordRounds, titledWith } from './fewer-words';
import { planQuery } from './query-plan';
import { rankPage, type RankedHit } from './rank-page';
import type { PinnedPages, SearchRules } from './search-rules';
import { synonymWordsOf } from './synonym-words';

export interface RankedOutcome {
  /** Every result found (pages, and FAQ entries counted one by one among the pages read). */
  total: number;
  hits: RankedHit[];
}

/** Pages read beyond those shown, so that one Pagefind ranked lower can still come first. */
const readAhead = 6;
/**
 * The weight of a result found through a synonym, against one found by the typed words. Measured on the
 * judged set: at 0.85 a synonym's page ('Apps' for 'banca móvil' through "app") came before the page titled
 * with the words typed; 0.6 and 0.5 score the same.
 */
const synonymWeight = 0.6;

const pathOf = (url: string) => url.split('#')[0] ?? url;

/**
 * Pinned URLs first, taking the found result for the same place (or the same page, for a page's URL); a pin
 * no result found shows its page's title and description (the build writes them with the rules).
 */
function withPins(hits: RankedHit[], pins: readonly string[], pages: PinnedPages): RankedHit[] {
  const pinned: RankedHit[] = [];
  for (const url of pins) {
    const found =
      hits.find((h) => h.url === url) ??
      (url.includes('#') ? undefined : hits.find((h) => pathOf(h.url) === url && h.section === null));
    const sameHost = hits.find((h) => pathOf(h.url) === pathOf(url));
    pinned.push(
      found ?? {
        url,
        title: pages[url]?.title ?? sameHost?.title ?? url,
        section: null,
        excerpt: pages[url]?.excerpt ?? '',
        score: Infinity,
      },
    );
  }
  return [...pinned, ...hits.filter((h) => !pinned.some((p) => p.url === h.url))];
}

export interface SearchContext {
  pagefind: PagefindApi;
  rules: SearchRules;
  lexicon: Lexicon;
  /** The pinned URLs' pages (the build writes them with the rules). */
  pinnedPages?: PinnedPages;
  /** The first variant's search, debounced while the visitor types (null: a later search replaced it). */
  searchFirst?: (term: string) => Promise<{ results: PagefindResult[] } | null>;
}

type Found = Map<
  string,
  { score: number; variants: { result: PagefindResult; terms: string[]; score: number }[] }
>;

/**
 * Each page the word lists found, with every list that found it: it is ranked for each, with that list's
 * result (its word locations are those of the list's words), and its best ranking counts. `weightOf` is a
 * list's weight against the others; null when a later search replaced this one.
 */
async function find(
  lists: readonly string[][],
  weightOf: (i: number) => number,
  ctx: SearchContext,
): Promise<Found | null> {
  const found: Found = new Map();
  for (const [i, terms] of lists.entries()) {
    const term = terms.join(' ');
    const search = i === 0 && ctx.searchFirst ? await ctx.searchFirst(term) : await ctx.pagefind.search(term);
    if (search === null) return null;
    search.results.forEach((result, rank) => {
      // Pagefind's score when it gives one, else its order.
      const score = (result.score ?? 1 / (rank + 1)) * weightOf(i);
      const known = found.get(result.id) ?? { score: 0, variants: [] };
      known.score = Math.max(known.score, score);
      known.variants.push({ result, terms, score });
      found.set(result.id, known);
    });
  }
  return found;
}

/** The best pages found, read and ranked (rank-page.ts), best first; `read`: how many were read. */
async function rankFound(found: Found, limit: number, ctx: SearchContext) {
  const read = [...found.values()].sort((a, b) => b.score - a.score).slice(0, limit + readAhead);
  const ranked = await Promise.all(
    read.map(async ({ variants }) => {
      // One variant after the other: Pagefind keeps one data object per page and writes into it the word
      // locations of the search whose data was read last, so each ranking must be done before the next read.
      const each: RankedHit[][] = [];
      for (const v of variants) {
        const synonyms = synonymWordsOf(v.terms, ctx.rules.synonyms);
        each.push(rankPage(await v.result.data(), v.terms, v.score, synonyms));
      }
      const best = (hits: RankedHit[]) => Math.max(0, ...hits.map((h) => h.score));
      return each.sort((a, b) => best(b) - best(a))[0] ?? [];
    }),
  );
  return { hits: ranked.flat().sort((a, b) => b.score - a.score), read: read.length };
}

export async function searchRanked(
  query: string,
  limit: number,
  ctx: SearchContext,
): Promise<RankedOutcome | null> {
  const plan = await planQuery(query, ctx.rules, ctx.lexicon);
  // A synonym's variant weighs less than the words typed, so the typed word wins a tie, unless the query is
  // all one synonym phrase (a paraphrase the editors wrote: "me robaron la tarjeta" is "perdí mi tarjeta").
  let found = await find(plan.variants, (i) => (i === 0 || plan.paraphrases ? 1 : synonymWeight), ctx);
  if (found === null) return null;
  let ranked = await rankFound(found, limit, ctx);
  // No page has the typed words together: the pages with most of them (fewer-words.ts).
  for (const round of ranked.hits.length === 0 ? fewerWordRounds(plan.variants[0] ?? []) : []) {
    found = await find(round, () => 1, ctx);
    if (found === null) return null;
    const partial = await rankFound(found, limit, ctx);
    ranked = {
      ...partial,
      hits: partial.hits.filter((hit) => round.some((words) => titledWith(hit, words))),
    };
    if (ranked.hits.length > 0) break;
  }
  const hits = withPins(ranked.hits, plan.pins, ctx.pinnedPages ?? {});
  // Pages not read are counted only when the pages read filled the list (else they failed like the last).
  const unread = hits.length >= limit ? found.size - ranked.read : 0;
  return { total: hits.length + unread, hits: hits.slice(0, limit) };
}
