import { describe, expect, it } from 'vitest';
import { searchedWords } from '../query/words';
import { freshHeldOutQueries } from './fresh-held-out-queries';
import { heldOutQueries } from './held-out-queries';
import { judgedQueries, type JudgedQuery } from './judged-queries';
import { thirdHeldOutQueries } from './third-held-out-queries';

/** What the search sees of a query: its searched words, in order of the alphabet. */
const searchedKey = (query: string) => [...searchedWords(query)].sort().join(' ');

const sharedWith = (set: readonly JudgedQuery[], others: readonly JudgedQuery[]) => {
  const keys = new Set(others.map((q) => searchedKey(q.query)));
  return set.filter((q) => keys.has(searchedKey(q.query))).map((q) => q.query);
};

describe.each([
  { name: 'the first held-out set', set: heldOutQueries, apartFrom: [judgedQueries] },
  { name: 'the fresh held-out set', set: freshHeldOutQueries, apartFrom: [judgedQueries, heldOutQueries] },
  {
    name: 'the third held-out set',
    set: thirdHeldOutQueries,
    apartFrom: [judgedQueries, heldOutQueries, freshHeldOutQueries],
  },
])('$name', ({ set, apartFrom }) => {
  it('holds at least 60 queries, each once', () => {
    expect(set.length).toBeGreaterThanOrEqual(60);
    const keys = set.map((q) => searchedKey(q.query));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('shares no query with the sets before it, even one written differently (accents, stopwords, order)', () => {
    for (const other of apartFrom) expect(sharedWith(set, other)).toEqual([]);
  });
});
