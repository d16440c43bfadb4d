import { describe, expect, it } from 'vitest';
import {
  documentLang,
  firstHeading,
  mainMarkup,
  pageSearchDocument,
  searchDocument,
  tablesAsSentences,
} from './search-document.mjs';

const page = (main: string) =>
  `<!DOCTYPE html><html lang="es"><head><title>X - Banco Azul</title></head><body><div id="app">` +
  `<header><nav>Menú Tarjetas</nav></header><main id="main" tabindex="-1">${main}</main>` +
  `<footer>Pie</footer></div><script type="application/json">{"a":"\\u003c/main>"}</script></body></html>`;

describe('search documents', () => {
  it("keep only the page's <main> content: header, menus and footer repeat on every page", () => {
    expect(mainMarkup(page('<h1 id="oro">Oro</h1><p>Beneficios</p>'))).toBe(
      '<h1 id="oro">Oro</h1><p>Beneficios</p>',
    );
    expect(mainMarkup('<html><body>no main</body></html>')).toBe('');
  });

  it('read the language of the page, which picks the stemmer', () => {
    expect(documentLang(page(''))).toBe('es');
    expect(documentLang('<!DOCTYPE html><html><body></body></html>')).toBe('');
  });

  it('carry the title as Pagefind metadata, escaped', () => {
    const doc = searchDocument({ lang: 'es', title: 'Tasas "y" <comisiones> & más', main: '<p>x</p>' });
    expect(doc).toContain('<html lang="es">');
    expect(doc).toContain(
      '<main data-pagefind-body data-pagefind-meta="title:Tasas &quot;y&quot; &lt;comisiones> &amp; más"><p>x</p></main>',
    );
  });

  it("carry the page's search weight as Pagefind metadata, only when the editors set one", () => {
    const weighted = searchDocument({ lang: 'es', title: 'Beneficios', main: '<p>x</p>', weight: 0.6 });
    expect(weighted).toContain('<meta data-pagefind-meta="weight[content]" content="0.6">');
    expect(pageSearchDocument(page('<p>x</p>'), null, 'Beneficios', 0.6)).toContain('content="0.6"');
    expect(searchDocument({ lang: 'es', title: 'Cuentas', main: '<p>x</p>' })).not.toContain('weight');
  });

  it('take the content of a page with lazy panels from its render with every panel open', () => {
    const everyPanel = '<div><main id="main"><p>Requisitos de la pestaña cerrada</p></main></div>';
    const doc = pageSearchDocument(page('<p>Pestaña abierta</p>'), everyPanel, 'Tarjeta');
    expect(doc).toContain('Requisitos de la pestaña cerrada');
    expect(doc).not.toContain('Menú');
    expect(pageSearchDocument(page('<p>Pestaña abierta</p>'), null, 'Tarjeta')).toContain('Pestaña abierta');
  });

  it('carry the first heading as metadata: what the page says it is about', () => {
    expect(firstHeading('<p>x</p><h1 id="t">Tarjetas de <b>crédito</b></h1><h1>Otra</h1>')).toBe(
      'Tarjetas de crédito',
    );
    const doc = searchDocument({ lang: 'es', title: 'Tarjetas', main: '<h1>Tarjetas de crédito</h1>' });
    expect(doc).toContain('<meta data-pagefind-meta="heading[content]" content="Tarjetas de crédito">');
  });

  it('read a table row as a sentence, a value repeated in the next cells said once', () => {
    const table =
      '<table><thead><tr><th>Concepto</th><th>Clásica</th><th>Oro</th></tr></thead><tbody>' +
      '<tr><td><p>Reposición de tarjeta</p></td><td><p>US$5.65</p></td><td><p>US$5.65</p></td></tr>' +
      '<tr><th scope="row">Retiro</th><td>5%</td><td>3%</td></tr></tbody></table>';
    const text = tablesAsSentences(`<p>Antes</p>${table}`);
    expect(text).toContain('<p>Antes</p>');
    expect(text).toContain('<p>Reposición de tarjeta: US$5.65</p>');
    expect(text).toContain('<p>Retiro: 5% · 3%</p>');
    expect(text).not.toContain('<td>');
  });
});
