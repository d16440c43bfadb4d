/**
 * A Pagefind stand-in for the search's unit tests: pages of plain text with their headings and FAQ entries,
 * searched word by word (every word of the term on the page, by its start), with Pagefind's shapes: word
 * locations counted in whitespace-separated words, anchors, sub-results and a score.
 */
import { vi } from 'vitest';
import type { PagefindApi, PagefindAnchor, PagefindResultData } from './pagefind-types';
import { sameWord } from './stem';
import { wordsOf } from './words';

/** Pagefind matches a word's stem and the words it starts. */
const matches = (word: string, term: string) => word.startsWith(term) || sameWord(word, term);

export interface FakePage {
  url: string;
  title: string;
  /** The page's text; a line `## Heading {#id}` or `?? Question {#id}` starts a section or an FAQ entry. */
  text: string;
  /** The page's `search_weight`, as its search document carries it. */
  weight?: string;
}

function dataOf(page: FakePage, terms: readonly string[]): PagefindResultData {
  const words: string[] = [];
  const anchors: PagefindAnchor[] = [];
  const titles = new Map<string, string>();
  for (const line of page.text.split('\n')) {
    const section = /^(##|\?\?) (.*) \{#([\w-]+)\}$/.exec(line.trim());
    if (section) {
      const [, mark, text = '', id = ''] = section;
      anchors.push({ element: mark === '##' ? 'h2' : 'div', id, text, location: words.length });
      titles.set(id, text);
      words.push(...text.split(/\s+/));
    } else words.push(...line.split(/\s+/).filter(Boolean));
  }
  const weighted = words.flatMap((word, location) => {
    const folded = wordsOf(word)[0] ?? '';
    return terms.some((t) => matches(folded, t)) ? [{ weight: 1, balanced_score: 10, location }] : [];
  });
  const inRange = (from: number, to: number) => weighted.filter((w) => w.location >= from && w.location < to);
  const sub_results = anchors.map((anchor, i) => ({
    title: titles.get(anchor.id) ?? '',
    url: `${page.url}#${anchor.id}`,
    excerpt: `excerpt of ${anchor.id}`,
    anchor,
    weighted_locations: inRange(anchor.location, anchors[i + 1]?.location ?? Infinity),
  }));
  return {
    url: page.url,
    excerpt: `excerpt of ${page.url}`,
    meta: { title: page.title, ...(page.weight === undefined ? {} : { weight: page.weight }) },
    content: words.join(' '),
    anchors,
    weighted_locations: weighted,
    sub_results,
  };
}

export function fakePagefind(pages: readonly FakePage[]): PagefindApi {
  // Pagefind keeps one object per page and, each time a result's data is read, writes that search's word
  // locations, excerpt and sub-results into it (its loadFragment, after awaiting the cached fragment): data
  // read for one search can be overwritten by another search of the same page before it is used.
  const shared = new Map<string, PagefindResultData>();
  const readData = async (page: FakePage, data: PagefindResultData) => {
    await Promise.resolve();
    const object = shared.get(page.url) ?? { ...data };
    shared.set(page.url, Object.assign(object, data));
    return object;
  };
  const search = (term: string) => {
    const terms = wordsOf(term);
    const found = pages
      .map((page) => ({ page, data: dataOf(page, terms) }))
      .filter(({ data }) => terms.every((t) => wordsOf(data.content ?? '').some((w) => matches(w, t))))
      .map(({ page, data }) => ({
        id: page.url,
        score: data.weighted_locations?.length ?? 0,
        data: () => readData(page, data),
      }));
    return Promise.resolve({ results: found.sort((a, b) => b.score - a.score) });
  };
  return {
    options: vi.fn(() => Promise.resolve()),
    init: vi.fn(() => Promise.resolve()),
    search: vi.fn(search),
    debouncedSearch: vi.fn(search),
  };
}

/** A lexicon of the fake pages' words. */
export function fakeLexiconWords(pages: readonly FakePage[]): string[] {
  return [...new Set(pages.flatMap((p) => wordsOf(`${p.title} ${p.text}`)))];
}
