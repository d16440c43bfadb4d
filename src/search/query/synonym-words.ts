/**
 * The one-word synonyms of each searched word (the editors' groups, docs/behaviour.md "Site search"), so
 * that a section titled with a synonym says that word: for "préstamo para carro" the credits page's section
 * "Vehículo" says "carro" (issue 40: the result opened the page's top, not the Vehículo tab, because the
 * section's title was read for the typed words only). Phrases of several words are left out: a title says
 * them only in part.
 */
import { sameWord } from './stem';
import type { SearchRules } from './search-rules';
import { searchedWords } from './words';

/** Each searched word's synonyms, as folded words. */
export type SynonymWords = ReadonlyMap<string, readonly string[]>;

export function synonymWordsOf(terms: readonly string[], synonyms: SearchRules['synonyms']): SynonymWords {
  const single = synonyms.map((group) =>
    group.map(searchedWords).flatMap((words) => (words.length === 1 ? words : [])),
  );
  return new Map(
    terms.map((term) => [
      term,
      [
        ...new Set(
          single
            .filter((group) => group.some((word) => sameWord(word, term)))
            .flatMap((group) => group.filter((word) => !sameWord(word, term))),
        ),
      ],
    ]),
  );
}
