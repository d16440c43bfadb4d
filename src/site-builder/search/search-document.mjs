/**
 * What the site search indexes of a page (docs/behaviour.md "Site search"): a small HTML document made of
 * the page's `<main>` content, its language and its title, built on the render threads (render-worker.mjs)
 * and kept in the page cache beside the page, so an unchanged page is never read again for the index.
 *
 * Only `<main>` is indexed: header, menus, footer and the consent dialog repeat on every page and would make
 * every page match their words. A page with lazy panels (tabs) is indexed from its render with every panel
 * open, so the text of a closed tab is found too.
 *
 * Plain JavaScript because the render threads run without a TypeScript loader; types in search-document.d.mts.
 */

/** The markup inside the first `<main …>` element ('' when there is none). A page has one `<main>`. */
export function mainMarkup(html) {
  const open = html.indexOf('<main');
  if (open < 0) return '';
  const start = html.indexOf('>', open) + 1;
  const end = html.indexOf('</main>', start);
  return start > 0 && end >= start ? html.slice(start, end) : '';
}

/** The `lang` of the document's `<html>` element ('' when it has none). */
export function documentLang(html) {
  return /^\s*(?:<!DOCTYPE[^>]*>\s*)?<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1] ?? '';
}

function attribute(value) {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');
}

/** A meta value of the result (`heading`, `weight`), read by the search's ranking (src/search/query/rank-page.ts). */
const resultMeta = (name, value) =>
  value === '' ? '' : `<meta data-pagefind-meta="${name}[content]" content="${attribute(value)}">`;

/**
 * The document Pagefind indexes: `lang` picks its stemmer (Spanish), `data-pagefind-body` marks what is
 * indexed and the inline `title` meta is the result's title (the story's name, not the first `h1`, which
 * some pages lack). Headings inside keep their weight and their ids (the anchors results link to). `weight`
 * is the page's `search_weight` (undefined: unset, 1).
 */
export function searchDocument({ lang, title, main, weight }) {
  return (
    `<!DOCTYPE html><html lang="${attribute(lang)}"><head><title>${attribute(title)}</title></head><body>` +
    `<main data-pagefind-body data-pagefind-meta="title:${attribute(title)}">` +
    resultMeta('heading', firstHeading(main)) +
    resultMeta('weight', weight === undefined ? '' : String(weight)) +
    `${main}</main></body></html>`
  );
}

/**
 * The text of the page's first `h1` ('' when none): what the page says it is about, often more than the
 * story's name ("Tarjetas de crédito" on the page named "Tarjetas"); the search ranks a page whose title or
 * heading is the query first (src/search/query/rank-page.ts).
 */
export function firstHeading(main) {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(main);
  if (!match) return '';
  return (match[1] ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The search document of a rendered page: `page` is the page's HTML, `everyPanel` (or null) its render with
 * every lazy panel open (entry-server renderEveryPanel), which then supplies the content; `weight` its
 * story's `search_weight` (undefined when unset).
 */
export function pageSearchDocument(page, everyPanel, title, weight) {
  return searchDocument({
    lang: documentLang(page),
    title,
    main: tablesAsSentences(mainMarkup(everyPanel ?? page)),
    weight,
  });
}

const cellText = (cell) =>
  cell
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Tables as the search shows them: one sentence a row, its first cell then the others, a value repeated in
 * the next cells said once ("Reposición de tarjeta: US$5.65", not "Reposición de tarjeta. US$5.65. US$5.65.
 * US$5.65."). Pagefind would make a sentence of every cell.
 */
export function tablesAsSentences(main) {
  return main.replace(/<table\b[\s\S]*?<\/table>/gi, (table) => {
    const rows = table.match(/<tr\b[\s\S]*?<\/tr>/gi) ?? [];
    const sentences = rows.map((row) => {
      const cells = (row.match(/<t[hd]\b[^>]*>[\s\S]*?<\/t[hd]>/gi) ?? []).map((cell) =>
        cellText(cell.replace(/^<t[hd]\b[^>]*>|<\/t[hd]>$/gi, '')),
      );
      const said = cells.filter((cell, i) => cell && (i < 2 || cell !== cells[i - 1]));
      const [first, ...rest] = said;
      if (!first) return '';
      return `<p>${rest.length > 0 ? `${first}: ${rest.join(' · ')}` : first}</p>`;
    });
    return `<div>${sentences.join('')}</div>`;
  });
}
