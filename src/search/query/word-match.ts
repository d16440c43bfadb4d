/**
 * How much a page's word says a searched word (docs/behaviour.md "Site search"). The same word, an
 * inflection of it (plural, feminine: "tarjetas", "sucursales", "robada") or another form with its stem
 * ("consultá" for "consultar") says it fully. Two kinds of join say it loosely, as they often join other
 * words: a word the searched one only starts, or whose stem only starts with the other's (Pagefind matches
 * "personal" on "personalizada": "Asesoría personalizada" is no personal loan), and the bank speaking of
 * itself in the first person plural ("Cómo trabajamos" shares the stem of "trabajo" and is no job).
 */
import { sameWord, stem } from './stem';

/** What a loose match (stem or start only) weighs against the word itself. */
export const looseMatch = 0.5;

/** The word without a plural ending ("-s", "-es") and then a gender ending ("-o", "-a"). */
function inflectionBase(word: string): string {
  const singular = word.length > 3 ? word.replace(/(?<=[aeiou])s$|(?<=[^aeiou])es$/, '') : word;
  return singular.length > 3 ? singular.replace(/[oa]$/, '') : singular;
}

/** Whether two folded words are one word in another number or gender. */
export function isInflection(word: string, term: string): boolean {
  return word === term || inflectionBase(word) === inflectionBase(term);
}

/** A verb in the first person plural ("trabajamos", "ofrecemos", "resolvemos"). */
const isWeForm = (word: string) => /(?:amos|emos|imos)$/.test(word);

/** 1 when `word` says `term` fully (above), `looseMatch` when only loosely, else 0. */
export function wordMatch(word: string, term: string): number {
  if (isInflection(word, term)) return 1;
  const [a, b] = [stem(word), stem(term)].sort((x, y) => x.length - y.length) as [string, string];
  // Snowball cuts some forms a vowel shorter ("bloquear" to "bloqu", "bloqueá" to "bloque"); a consonant
  // more is another word ("sueldo" is "sueld", "suele" is "suel").
  const sameStem = a === b || (a.length >= 4 && b.startsWith(a) && /^[aeiou]$/.test(b.slice(a.length)));
  if (sameStem) return isWeForm(word) && !isWeForm(term) ? looseMatch : 1;
  return word.startsWith(term) || sameWord(word, term) ? looseMatch : 0;
}
