import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultOptions } from 'purgecss';
import { describe, expect, it } from 'vitest';
import {
  addWords,
  chunkNames,
  hasLazyPanels,
  lazyPanelPages,
  pageWordList,
  PageWords,
  parseWordList,
  wordListText,
} from './page-words.mjs';
import { projectRoot } from '../../config/project-paths';

const fixture = path.join(projectRoot, 'fixtures', 'prune-css');

/** Every file of the pruning fixture: pages, preview shells and chunks. */
function fixtureTexts(): string[] {
  return readdirSync(fixture, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'latin1'));
}

const samples = [
  '<div class="col-md-6 block-x_y" data-bs-theme="dark">Año 2024 — ¡hola!</div>',
  '{"story":{"content":{"component":"featured_box","_uid":"a-1"}}}',
  '--bs-primary:#00f;.a-b{color:red}',
  '',
  '---',
  'ñandú',
];

describe('addWords', () => {
  it('finds exactly the words of PurgeCSS’s default extractor', () => {
    for (const text of [...samples, ...fixtureTexts()]) {
      const expected = new Set(defaultOptions.defaultExtractor(text) as string[]);
      const found = new Set<string>();
      addWords(text, found);
      expect(found).toEqual(expected);
    }
  });

  it('returns only the words the set did not hold yet, each once', () => {
    const seen = new Set(['a']);
    expect(addWords('a b c b a', seen)).toEqual(['b', 'c']);
    expect(seen).toEqual(new Set(['a', 'b', 'c']));
  });
});

describe('chunkNames', () => {
  /** The regex the scan replaces, kept here as the definition it must match. */
  const byRegex = (text: string) => [...text.matchAll(/[\w.-]+\.js\b/g)].map((match) => match[0]);

  it('finds the names the definition finds', () => {
    const texts = [
      '<script type="module" src="/assets/entry-client-Ab_1.js"></script>',
      '<link rel="modulepreload" href="/prefix/assets/accordion-x.js">',
      'import("./lazy-only-1.js");const m=["assets/a.js","assets/b.js"]',
      'data.json app.jsx x.js-y .js',
      ...fixtureTexts(),
    ];
    for (const text of texts) expect(new Set(chunkNames(text))).toEqual(new Set(byRegex(text)));
  });

  it('ignores .json, .jsx and a bare ".js"', () => {
    expect(chunkNames('a.json b.jsx .js "c.js"')).toEqual(['c.js']);
  });
});

describe('PageWords', () => {
  it('reports what each page adds, and merges another collection’s report', () => {
    const thread = new PageWords();
    expect(thread.add('<a class="x" href="/assets/a.js">')).toEqual({
      words: ['a', 'class', 'x', 'href', 'assets', 'js'],
      chunks: ['a.js'],
    });
    expect(thread.add('<a class="y" href="/assets/a.js">')).toEqual({ words: ['y'], chunks: [] });
    const main = new PageWords();
    main.add('<b class="z">');
    main.merge({ words: ['x', 'y'], chunks: ['a.js'] });
    expect([...main.words].sort()).toEqual(['b', 'class', 'x', 'y', 'z']);
    expect([...main.chunks]).toEqual(['a.js']);
  });
});

describe('hasLazyPanels', () => {
  it('finds a tabs block anywhere in content written as JSON', () => {
    const page = { story: { content: { body: [{ component: 'row', columns: [{ component: 'tabs' }] }] } } };
    expect(hasLazyPanels(JSON.stringify(page))).toBe(true);
    expect(hasLazyPanels(JSON.stringify({ component: 'tab', title: 'tabs' }))).toBe(false);
  });
});

describe('lazyPanelPages', () => {
  it('takes every page when the global story has lazy panels, else the pages that do', () => {
    const tabsPage = JSON.stringify({ story: { content: { component: 'tabs' } } });
    const plainPage = JSON.stringify({ story: { content: { component: 'page' } } });
    const plainGlobal = lazyPanelPages({ component: 'global', footer: [] });
    expect([plainGlobal(tabsPage), plainGlobal(plainPage)]).toEqual([true, false]);
    expect(lazyPanelPages({ component: 'global', footer: [{ component: 'tabs' }] })(plainPage)).toBe(true);
    expect(lazyPanelPages(null)(plainPage)).toBe(false);
  });
});

describe('pageWordList', () => {
  it('lists a page’s words with those of its every-panel render, and its chunk names, each once', () => {
    const html =
      '<div class="a b a"><script src="/assets/x-1.js"></script><link href="/assets/x-1.js"></div>';
    expect(pageWordList(html, '<p class="c a">')).toEqual({
      words: ['div', 'class', 'a', 'b', 'script', 'src', 'assets', 'x-1', 'js', 'link', 'href', 'p', 'c'],
      chunks: ['x-1.js'],
    });
  });
});

describe('wordListText and parseWordList', () => {
  it('give back the list written, empty parts included', () => {
    for (const list of [
      { words: ['a', 'b-c', '--x'], chunks: ['x-1.js', 'y.2.js'] },
      { words: [], chunks: [] },
      { words: ['a'], chunks: [] },
    ]) {
      expect(parseWordList(wordListText(list))).toEqual(list);
    }
  });

  it('refuse a text that is no word list', () => {
    expect(parseWordList('a\nb')).toBeNull();
    expect(parseWordList('a b\n\n')).toBeNull();
    expect(parseWordList('a\n\n\n')).toBeNull();
  });
});
