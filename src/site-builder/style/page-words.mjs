/**
 * What CSS pruning needs from a page: its words (the candidates a selector's classes, ids, tags and
 * attributes are matched against) and the JS chunk names it loads. Collected while the pages are
 * rendered, on the render threads and from cached pages, so pruning does not read 10,000 pages again
 * (measured on 10,000 pages: reading and scanning them afterwards took ~23 s of the build's ~33 s CSS step).
 *
 * Plain JavaScript because the render threads (render-worker.mjs) run without a TypeScript loader; the
 * types are in page-words.d.mts.
 */

/** [A-Za-z0-9_-]: PurgeCSS's default extractor is `/[A-Za-z0-9_-]+/g` (page-words.test.ts holds us to it). */
function isWordChar(code) {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 95 ||
    code === 45
  );
}

/** [\w.-]: a character of a chunk file name (a word character or the dot). */
function isNameChar(code) {
  return code === 46 || isWordChar(code);
}

/**
 * A copy of a word that does not point into its page. V8 makes a slice of 13 or more characters a view on
 * the whole string, so a set of slices would keep every page's HTML alive (measured on 3,000 pages: a
 * 188 MB heap against 16 MB with copies).
 */
function detached(word) {
  return word.length < 13 ? word : Buffer.from(word, 'latin1').toString('latin1');
}

/**
 * Adds the words of `text` to `into` and returns the ones it did not hold yet. A scan by character codes:
 * the same words as PurgeCSS's regex, without an array of every match of a 60 kB page.
 */
export function addWords(text, into) {
  const added = [];
  const length = text.length;
  let at = 0;
  while (at < length) {
    while (at < length && !isWordChar(text.charCodeAt(at))) at++;
    const start = at;
    while (at < length && isWordChar(text.charCodeAt(at))) at++;
    if (at > start) {
      const word = text.slice(start, at);
      if (!into.has(word)) {
        const copy = detached(word);
        into.add(copy);
        added.push(copy);
      }
    }
  }
  return added;
}

/**
 * Chunk file names (Vite emits them flat in assets/) named in a text: `/assets/x.js` in HTML, and `"./x.js"`
 * or `"assets/x.js"` (the preload map of dynamic imports) in JS. Every `[\w.-]+\.js` not followed by a word
 * character; found from each `.js` backwards, because a regex without a literal start tries every position
 * (~50× slower on pages).
 */
export function chunkNames(text) {
  const names = [];
  for (let end = text.indexOf('.js'); end >= 0; end = text.indexOf('.js', end + 3)) {
    const after = text.charCodeAt(end + 3);
    // `\b` after `.js`: the next character is no word character ([A-Za-z0-9_], the hyphen is not one).
    if (after !== 45 && isWordChar(after)) continue;
    let start = end;
    while (start > 0 && isNameChar(text.charCodeAt(start - 1))) start--;
    if (start < end) names.push(text.slice(start, end + 3));
  }
  return names;
}

/** Blocks that render part of their content only once a visitor opens it (tabs, docs/behaviour.md §2 "lazy"). */
const lazyPanelBlocks = ['tabs'];

/**
 * Whether content (as JSON text, the way page data is written) holds a block with lazy panels: such a page
 * is rendered a second time with every panel open (entry-server renderEveryPanel) for its words.
 */
export function hasLazyPanels(json) {
  return lazyPanelBlocks.some((component) => json.includes(`"component":"${component}"`));
}

/**
 * Which pages are rendered a second time with every panel open: those whose page data, or the global
 * story rendered on every page (menus, footer), holds a block with lazy panels. The global story is
 * checked once; the returned test takes a page's data as JSON text.
 */
export function lazyPanelPages(global) {
  const inGlobal = hasLazyPanels(JSON.stringify(global));
  return (pageJson) => inGlobal || hasLazyPanels(pageJson);
}

/**
 * One page's words (with those of its render with every lazy panel open, when there is one) and the chunk
 * names it loads, each once: what the page cache keeps beside the page (page-cache.ts) and what the build
 * counts per page (words-tally.ts), so a page taken from the cache is never scanned again.
 */
export function pageWordList(html, everyPanel) {
  const words = new Set();
  addWords(html, words);
  if (everyPanel !== null) addWords(everyPanel, words);
  return { words: [...words], chunks: [...new Set(chunkNames(html))] };
}

/** A word list as text: its words one per line, an empty line, its chunk names one per line. */
export function wordListText({ words, chunks }) {
  return `${words.join('\n')}\n\n${chunks.join('\n')}`;
}

/** The word list of wordListText's text, or null when the text is not one (damaged). */
export function parseWordList(text) {
  const at = text.indexOf('\n\n');
  if (at < 0) return null;
  const lines = (part) => (part === '' ? [] : part.split('\n'));
  const words = lines(text.slice(0, at));
  const chunks = lines(text.slice(at + 2));
  const valid = (list, isChar) =>
    list.every((item) => item !== '' && [...item].every((c) => isChar(c.charCodeAt(0))));
  return valid(words, isWordChar) && valid(chunks, isNameChar) ? { words, chunks } : null;
}

/** The words and chunk names of many pages, each kept once. */
export class PageWords {
  words = new Set();
  chunks = new Set();

  /** Adds a page; returns what was new to this collection (a render thread sends only that). */
  add(html) {
    const words = addWords(html, this.words);
    const chunks = [];
    for (const name of chunkNames(html)) {
      if (!this.chunks.has(name)) {
        const copy = detached(name);
        this.chunks.add(copy);
        chunks.push(copy);
      }
    }
    return { words, chunks };
  }

  /** Takes in what another collection found new (a render thread's report). */
  merge({ words, chunks }) {
    for (const word of words) this.words.add(word);
    for (const name of chunks) this.chunks.add(name);
  }
}
