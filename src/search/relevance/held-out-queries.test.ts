import { describe, expect, it } from 'vitest';
import { searchedWords } from '../query/words';
import { heldOutQueries } from './held-out-queries';
import { judgedQueries } from './judged-queries';

/** What the search sees of a query: its searched words, in order of the alphabet. */
const searchedKey = (query: string) => [...searchedWords(query)].sort().join(' ');

describe('the held-out query set', () => {
  it('holds at least 60 queries, each once', () => {
    expect(heldOutQueries.length).toBeGreaterThanOrEqual(60);
    const keys = heldOutQueries.map((q) => searchedKey(q.query));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('shares no query with the tuning set, even one written differently (accents, stopwords, order)', () => {
    const tuning = new Set(judgedQueries.map((q) => searchedKey(q.query)));
    expect(heldOutQueries.filter((q) => tuning.has(searchedKey(q.query))).map((q) => q.query)).toEqual([]);
  });
});
