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

export function wordLines(text: string): string;

export class PageWords {
  readonly words: Set<string>;
  readonly chunks: Set<string>;
  add(html: string): NewPageWords;
  merge(found: NewPageWords): void;
}
