import { describe, expect, it } from 'vitest';
import { searchedWords } from '../query/words';
import { freshHeldOutQueries } from './fresh-held-out-queries';
import { heldOutQueries } from './held-out-queries';
import { judgedQueries, type JudgedQuery } from './judged-queries';
import { thirdHeldOutQueries } from './third-held-out-queries';
import { fourthHeldOutQueries } from './fourth-held-out-queries';

/** What the search sees of a query: its searched words, in order of the alphabet. */
const searchedKey = (query: string) => [...searchedWords(query)].sort().join(' ');

const sharedWith = (set: readonly JudgedQuery[], others: readonly JudgedQuery[]) => {
  const keys = new Set(others.map((q) => searchedKey(q.query)));
  return set.filter((q) => keys.has(searchedKey(q.query))).map((q) => q.query);
};

describe.each([
  { name: 'the first held-out set', set: heldOutQueries, apartFrom: [judgedQueries], atLeast: 60 },
  {
    name: 'the fresh held-out set',
    set: freshHeldOutQueries,
    apartFrom: [judgedQueries, heldOutQueries],
    atLeast: 60,
  },
  {
    name: 'the third held-out set',
    set: thirdHeldOutQueries,
    apartFrom: [judgedQueries, heldOutQueries, freshHeldOutQueries],
    atLeast: 60,
  },
  {
    name: 'the fourth held-out set',
    set: fourthHeldOutQueries,
    apartFrom: [judgedQueries, heldOutQueries, freshHeldOutQueries, thirdHeldOutQueries],
    atLeast: 40,
  },
  // The fourth set: 40–60 queries (issue 40's brief for that round).
])('$name', ({ set, apartFrom, atLeast }) => {
  it(`holds at least ${atLeast} queries, each once`, () => {
    expect(set.length).toBeGreaterThanOrEqual(atLeast);
    const keys = set.map((q) => searchedKey(q.query));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('shares no query with the sets before it, even one written differently (accents, stopwords, order)', () => {
    for (const other of apartFrom) expect(sharedWith(set, other)).toEqual([]);
  });
});
