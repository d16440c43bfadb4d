/**
 * The words of a query or a page as the site search compares them (docs/behaviour.md "Site search"):
 * lower case, accents and the tilde folded (what visitors type on a phone: "credito", "contrasena"), split on
 * anything that is not a letter or digit. Pagefind folds the same way on its side.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

export function wordsOf(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Words that say nothing of what is searched: articles, prepositions, pronouns and the question words of
 * "¿cómo abro una cuenta?" or "¿a qué hora abren?". A query is matched on its other words.
 */
const stopwords = new Set(
  (
    'a al ante con contra de del desde el en entre es esta este estan hacia hasta la las lo los me mi mis ' +
    'mas o para pero por que quien se sin sobre su sus te tu tus un una unos unas y ya yo como cual ' +
    'cuales cuando cuanto cuanta cuantos cuantas donde puedo quiero necesito hay son soy sos vos usted ustedes nos le les ' +
    // Verbs of a request that say nothing of its subject ("poner una queja", "quiero saber").
    'poner hacer saber ver tener dar usar'
  ).split(' '),
);

/**
 * The words of a query that are searched: no stopwords, and no fragments of one or two letters ("B.",
 * "su"), which would match any page.
 */
export function searchedWords(query: string): string[] {
  return wordsOf(query).filter((word) => word.length > 2 && !stopwords.has(word));
}

export const isStopword = (word: string): boolean => stopwords.has(word);
