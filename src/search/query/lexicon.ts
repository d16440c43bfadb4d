/**
 * The words of the site's pages (folded), written by the build beside the index in one file per first
 * letter (`lexicon/{letter}.txt`, site-builder/search/lexicon.ts), so a query fetches only the letters of
 * its words. With it the search knows which typed words no page has: Pagefind alone would match them on
 * their first letters ("bitcoin" on a lone "B."), where the visitor should get a correction ("tarjta" is
 * "tarjeta") or, when there is none, the empty state.
 */
import { withinOneTypo } from './one-typo';
import { wordMatch } from './word-match';

/** Typos are forgiven in words this long or longer: in shorter ones a typo is another word. */
export const typoMinLength = 5;

/** The shard a word is in: its first letter or digit (folded words only). */
export const shardOf = (word: string): string => word[0] ?? '_';

export type LoadShard = (shard: string) => Promise<readonly string[]>;

export class Lexicon {
  private readonly shards = new Map<string, Promise<readonly string[]>>();

  constructor(private readonly load: LoadShard) {}

  private words(word: string): Promise<readonly string[]> {
    const shard = shardOf(word);
    let words = this.shards.get(shard);
    if (!words) {
      // A shard that cannot be read is an empty one: the word is then unknown, as it would be.
      words = this.load(shard).catch(() => []);
      this.shards.set(shard, words);
    }
    return words;
  }

  /**
   * The word as the search should look for it: itself when a page has it (or a word it starts, as the
   * visitor may still be typing, or a form of it: wordMatch's full match), the page's word one typo away
   * when the word is long enough for that, else null: no page has it. A word whose stem only starts like
   * the typed one's is not a form of it (issue 40: "prepago" was known through "prepara", "sueldo" through
   * "suele", so 'tarjeta prepago' showed Tarjetas instead of the empty state).
   */
  async resolve(word: string): Promise<string | null> {
    const words = await this.words(word);
    if (words.some((w) => w.startsWith(word) || wordMatch(w, word) === 1)) return word;
    if (word.length < typoMinLength) return null;
    return words.find((w) => w.length >= typoMinLength && withinOneTypo(w, word)) ?? null;
  }
}
