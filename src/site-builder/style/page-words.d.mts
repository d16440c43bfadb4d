/** Types of page-words.mjs (plain JavaScript, shared with the render threads). */

/** What a collection found new in a page or a batch of pages. */
export interface NewPageWords {
  words: string[];
  chunks: string[];
}

export function addWords(text: string, into: Set<string>): string[];

export function chunkNames(text: string): string[];

export function hasLazyPanels(json: string): boolean;

export function lazyPanelPages(global: unknown): (pageJson: string) => boolean;

/** One page's words and the chunk names it loads, each once. */
export interface WordList {
  words: string[];
  chunks: string[];
}

export function pageWordList(html: string, everyPanel: string | null): WordList;

export function wordListText(list: WordList): string;

export function parseWordList(text: string): WordList | null;

export class PageWords {
  readonly words: Set<string>;
  readonly chunks: Set<string>;
  add(html: string): NewPageWords;
  merge(found: NewPageWords): void;
}
