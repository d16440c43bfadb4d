/**
 * What is searched when no page has all of a query's words together (docs/behaviour.md "Site search"):
 * Pagefind needs every word on one page, so "requisitos para abrir cuenta" found nothing though a page answers
 * "abrir cuenta". The query is tried again with one word fewer, then two, down to one word: the pages that
 * have most of its words come first, rather than the empty state.
 */
import { pageKindFactor, type RankedHit } from './rank-page';
import { wordMatch } from './word-match';
import { searchedWords } from './words';

/** Searches one round of fewer words may make at most (each is one search of the index). */
export const maxFewerWordSearches = 6;

/** The lists of `words` keeping `kept` of them, in the typed order: every one, then none after the limit. */
function keeping(words: readonly string[], kept: number): string[][] {
  if (kept === 0) return [[]];
  if (kept > words.length) return [];
  const [first, ...rest] = words;
  if (first === undefined) return [];
  return [...keeping(rest, kept - 1).map((tail) => [first, ...tail]), ...keeping(rest, kept)];
}

/**
 * The rounds to try, the most words first: each round the lists with one word fewer than the last
 * (at most `maxFewerWordSearches` of them), down to single words. Nothing for a query of one word.
 */
export function fewerWordRounds(words: readonly string[]): string[][][] {
  const rounds: string[][][] = [];
  for (let kept = words.length - 1; kept >= 1; kept--) {
    rounds.push(keeping(words, kept).slice(0, maxFewerWordSearches));
  }
  return rounds;
}

/**
 * Whether a result found by part of a query is about that part: its page's or section's title says each of
 * the words kept (a form of it, not a word it only starts), and it is no blog article. A page that only
 * mentions them is no answer to a query it lacks a word of: "tipo de cambio" stays without results rather
 * than showing an article titled "¿Qué tipo de usuario…?".
 */
export function titledWith(hit: RankedHit, words: readonly string[]): boolean {
  const titleWords = searchedWords(`${hit.title} ${hit.section ?? ''}`);
  return (
    pageKindFactor(hit.url.split('#')[0] ?? hit.url) === 1 &&
    words.every((word) => titleWords.some((titleWord) => wordMatch(titleWord, word) === 1))
  );
}
