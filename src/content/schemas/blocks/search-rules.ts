/**
 * What editors tell the site search, kept in the `global` story (docs/behaviour.md "Site search", issue 31):
 * `search_synonym` entries (words or phrases a visitor uses for the same thing) and `search_pin` entries (a
 * result shown first for a query). A bad entry is a content error naming its story, block and field, and
 * is left out; the search works on without it.
 */
import { defineBlock } from '../define-block';
import { text } from '../fields';
import { link } from '../link';

/** The words or phrases of a synonym entry: comma-separated, trimmed, empty ones left out. */
export function synonymTerms(terms: string): string[] {
  return terms
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
}

const hasLetters = (term: string) => /[\p{L}\p{N}]{3,}/u.test(term);

export const searchSynonymBlock = defineBlock('search_synonym', {
  /** "sucursal, agencia": at least two, each with a word of three letters or more. */
  terms: text().refine(
    (terms) => synonymTerms(terms).length >= 2 && synonymTerms(terms).every(hasLetters),
    'expected two or more words or phrases separated by commas ("sucursal, agencia")',
  ),
});

export const searchPinBlock = defineBlock('search_pin', {
  /** The query the result is pinned for, as a visitor types it ("horario"). */
  query: text().refine(hasLetters, 'expected the query the result is shown first for'),
  /** The page (with an anchor: its section or FAQ entry) shown first. */
  link: link().refine(
    (to) => to.linktype === 'story' && (to.cached_url !== '' || to.url !== ''),
    'expected a link to a page of the site',
  ),
});
