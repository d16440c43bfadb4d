/**
 * English words that slip into a Spanish site (labels of widgets and templates, placeholders, sample
 * notes). None of them is a Spanish word, so any one in a page's visible text is a mistake.
 */
export const englishWords: readonly string[] = [
  'sample',
  'data',
  'click',
  'read more',
  'learn more',
  'loading',
  'search',
  'menu',
  'home',
  'next',
  'previous',
  'close',
  'submit',
  'cancel',
  'back',
  'download',
  'login',
  'log in',
  'sign in',
  'sign up',
  'share',
  'skip',
  'content',
  'show',
  'hide',
  'more',
  'the',
  'and',
  'your',
  'please',
  'here',
  'view',
  'settings',
  'accept',
  'reject',
  'save',
  'call center',
];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');

/** Whole words only, accents counted as letters: 'menú' and 'Datos' are Spanish, 'menu' and 'data' are not. */
const pattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${englishWords.map(escape).join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** Each English word found in the text, with a little of its context. */
export function englishWordsIn(text: string): string[] {
  return [...text.matchAll(pattern)].map((match) => {
    const start = Math.max(0, match.index - 30);
    return `${match[0]} («${text.slice(start, match.index + match[0].length + 30).replace(/\s+/g, ' ')}»)`;
  });
}
