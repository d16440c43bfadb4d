/**
 * What a typed query becomes before it reaches the index (docs/behaviour.md "Site search"): its searched
 * words, typos corrected, words no page has dropped, and the variants its synonyms give ("sucursal santa
 * ana" is also "agencia santa ana"), with the results editors pinned for it.
 */
import { typoMinLength, type Lexicon } from './lexicon';
import { withinOneTypo } from './one-typo';
import type { SearchRules } from './search-rules';
import { sameWord } from './stem';
import { searchedWords } from './words';

export interface QueryPlan {
  /** Word lists to search, the query's own first; each is searched and the results merged. */
  variants: string[][];
  /** Pinned result URLs, in order, shown before the others. */
  pins: string[];
  /** Typed words no page has and no correction found. */
  unknown: string[];
  /**
   * The whole query is one phrase of a synonym group (not a word of a longer query): its variants say the
   * same thing in other words and weigh as the words typed.
   */
  paraphrases: boolean;
}

/** Variants searched at most, the one that says several groups at once aside: each is one search of the index. */
const maxVariants = 4;

const phraseWords = (phrase: string): string[] => searchedWords(phrase);

/** Where `phrase` occurs in `words` (each of its words, in order, next to each other), or -1. */
function indexOfPhrase(words: readonly string[], phrase: readonly string[]): number {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((p, j) => sameWord(words[i + j] ?? '', p))) return i;
  }
  return -1;
}

/** The variants of `words` through the synonym groups: each group's longest phrase found, replaced by the others. */
export function synonymVariants(words: readonly string[], synonyms: SearchRules['synonyms']): string[][] {
  const variants: string[][] = [[...words]];
  const add = (variant: readonly string[]) => {
    const unique = [...new Set(variant)];
    if (!variants.some((v) => v.join(' ') === unique.join(' '))) variants.push(unique);
  };
  // Each group's first other phrase, for the variant that says every found group as the site may
  // ('préstamo para remodelar mi casa' is also 'crédito remodelar vivienda', the words of one tab).
  let together: string[] = [...words];
  let groupsFound = 0;
  const singles: string[][] = [];
  for (const group of synonyms) {
    const phrases = group.map(phraseWords).filter((p) => p.length > 0);
    const found = phrases
      .map((phrase) => ({ phrase, at: indexOfPhrase(words, phrase) }))
      .filter((f) => f.at >= 0)
      .sort((a, b) => b.phrase.length - a.phrase.length)[0];
    if (!found) continue;
    const others = phrases.filter((other) => other !== found.phrase);
    for (const other of others) {
      singles.push([...words.slice(0, found.at), ...other, ...words.slice(found.at + found.phrase.length)]);
    }
    const first = others[0];
    const at = indexOfPhrase(together, found.phrase);
    if (first && at >= 0) {
      together = [...together.slice(0, at), ...first, ...together.slice(at + found.phrase.length)];
      groupsFound++;
    }
  }
  singles.slice(0, maxVariants - 1).forEach(add);
  // One search more, only for a query with words of several groups.
  if (groupsFound > 1) add(together);
  return variants;
}

const sameWords = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((w) => b.some((x) => sameWord(w, x)));

/** A typed word as searched: a page's word or a synonym's (itself or one typo away), or null. */
async function resolveTyped(word: string, lexicon: Lexicon, synonymWords: readonly string[]) {
  const onPages = await lexicon.resolve(word);
  if (onPages !== null) return onPages;
  if (synonymWords.some((s) => sameWord(s, word))) return word;
  if (word.length < typoMinLength) return null;
  return synonymWords.find((s) => s.length >= typoMinLength && withinOneTypo(s, word)) ?? null;
}

export async function planQuery(query: string, rules: SearchRules, lexicon: Lexicon): Promise<QueryPlan> {
  const typed = searchedWords(query);
  const synonymWords = rules.synonyms.flat().flatMap(phraseWords);
  const resolved = await Promise.all(typed.map((word) => resolveTyped(word, lexicon, synonymWords)));
  const words = resolved.filter((word): word is string => word !== null);
  const unknown = typed.filter((_, i) => resolved[i] === null);
  // A pin holds for its query's synonyms too ("hora" and "horario" when they are one group).
  const forms = synonymVariants(words, rules.synonyms);
  const pins = rules.pins
    .filter((pin) => forms.some((form) => sameWords(phraseWords(pin.query), form)))
    .flatMap((p) => p.urls);
  const paraphrases =
    words.length > 1 &&
    rules.synonyms.some((group) => group.some((phrase) => sameWords(phraseWords(phrase), words)));
  // A query of words no page has, as many as those a page has, asks for what the bank does not offer
  // ('seguro para mascotas', 'cambio de euros'): the empty state, not a page for its other word. Only words
  // long enough to have been corrected count (typoMinLength): a short one is often a form the pages write
  // otherwise ('abro' in 'cómo abro una cuenta') and weighs only when it is most of the query.
  const notOffered = unknown.filter((word) => word.length >= typoMinLength);
  if (words.length === 0 || unknown.length > words.length || notOffered.length >= words.length)
    return { variants: [], pins, unknown, paraphrases };
  // A synonym's words that no page has would match pages on their first letters: such variants are left out.
  const variants: string[][] = [];
  for (const variant of synonymVariants(words, rules.synonyms)) {
    const resolvedVariant = await Promise.all(variant.map((word) => lexicon.resolve(word)));
    const known = resolvedVariant.filter((word): word is string => word !== null);
    if (known.length === variant.length) variants.push(known);
  }
  return { variants, pins, unknown, paraphrases };
}
