/**
 * MiniSearch, a whole-index search library, set up as the site search would use it (bench/search-engines.ts):
 * the same Spanish stemmer (@orama/stemmers), folding and stopwords as the query layer, one typo in words of
 * five letters or more, titles and section titles weighing more than text, the editors' page weights and
 * blog articles at half, and the same query plan (typos against the lexicon, synonyms, pins). What differs
 * is the engine: its index is one file the browser downloads whole before the first result.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Lexicon } from '../src/search/query/lexicon';
import { planQuery } from '../src/search/query/query-plan';
import { pageKindFactor } from '../src/search/query/rank-page';
import type { SearchRules } from '../src/search/query/search-rules';
import { stem } from '../src/search/query/stem';
import { fold, isStopword } from '../src/search/query/words';
import type { SectionDocument } from './engine-documents';

/** The same weights as the query layer's: a title says most, a section title more than text. */
const boost = { title: 4, section: 2, text: 1 };
/** A synonym's variant weighs a little less than the words typed (src/search/query/search-query.ts). */
const synonymWeight = 0.85;
/** A section found with at least this share of its page's score is where the result lands. */
const landingShare = 0.5;

const searchTerm = (term: string): string | null => {
  const word = fold(term);
  return word.length > 2 && !isStopword(word) ? stem(word) : null;
};

export function miniSearchIndex(documents: readonly SectionDocument[], weights: ReadonlyMap<string, number>) {
  const index = new MiniSearch<SectionDocument>({
    fields: ['title', 'section', 'text'],
    storeFields: ['url'],
    processTerm: searchTerm,
    searchOptions: {
      boost,
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      combineWith: 'AND',
      boostDocument: (_id, _term, stored) => {
        const url = String(stored?.url ?? '');
        const page = url.split('#')[0] ?? url;
        return (weights.get(page) ?? 1) * pageKindFactor(page);
      },
    },
  });
  index.addAll(documents);
  return index;
}

/** The result URLs for a query, best first, pins first, as the site search would list them. */
export async function miniSearchUrls(
  index: MiniSearch<SectionDocument>,
  query: string,
  rules: SearchRules,
  lexicon: Lexicon,
): Promise<string[]> {
  const plan = await planQuery(query, rules, lexicon);
  const best = new Map<string, number>();
  for (const [i, variant] of plan.variants.entries()) {
    for (const result of index.search(variant.join(' ')) as (SearchResult & { url: string })[]) {
      // A whole-query synonym phrase is a paraphrase and weighs as typed, as in the site's search.
      const score = result.score * (i === 0 || plan.paraphrases ? 1 : synonymWeight);
      best.set(result.url, Math.max(best.get(result.url) ?? 0, score));
    }
  }
  const ranked = [...best].sort((a, b) => b[1] - a[1]);
  // A page lands on its best section that matched as well (half the page's score or more), as the site's
  // search lands on the agency or FAQ answer that says the query.
  const landed = ranked.map(([url, score]) => {
    if (url.includes('#')) return url;
    const section = ranked.find(([other, s]) => other.startsWith(`${url}#`) && s >= score * landingShare);
    return section?.[0] ?? url;
  });
  return [...new Set([...plan.pins, ...landed])];
}
