import { describe, expect, it } from 'vitest';
import { fewerWordRounds, maxFewerWordSearches } from './fewer-words';

describe('fewer words', () => {
  it('drops one word, then two, keeping the typed order', () => {
    expect(fewerWordRounds(['requisitos', 'abrir', 'cuenta'])).toEqual([
      [
        ['requisitos', 'abrir'],
        ['requisitos', 'cuenta'],
        ['abrir', 'cuenta'],
      ],
      [['requisitos'], ['abrir'], ['cuenta']],
    ]);
  });

  it('has nothing to try for one word', () => {
    expect(fewerWordRounds(['chequera'])).toEqual([]);
  });

  it('keeps each round within the searches allowed', () => {
    const rounds = fewerWordRounds(['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8']);
    expect(rounds).toHaveLength(7);
    expect(Math.max(...rounds.map((r) => r.length))).toBe(maxFewerWordSearches);
  });
});
