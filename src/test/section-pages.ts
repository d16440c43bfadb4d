/**
 * A site of `/seccion/pagina-N/` pages for the search index's tests: each says a general sentence of its own,
 * `texts` gives some pages their own text, and `null` leaves a page out (a removed page).
 */
import { searchDocument } from '../site-builder/search/search-document.mjs';
import { SearchDocs } from '../site-builder/search/search-docs';

export function sectionPages(count: number, texts: Record<string, string | null> = {}): SearchDocs {
  const docs = new SearchDocs({ readSearch: () => Promise.resolve(null) });
  for (let i = 0; i < count; i++) {
    const route = `/seccion/pagina-${i}/`;
    const text = texts[route] === undefined ? `Información general de la página número ${i}` : texts[route];
    if (text === null) continue;
    const doc = searchDocument({
      lang: 'es',
      title: `Página ${i}`,
      main: `<h1>Página ${i}</h1><p>${text}</p>`,
    });
    docs.add({ path: route, notFound: false, key: `key-${i}` }, doc, false);
  }
  return docs;
}
