import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, styles and event handler attributes', () => {
    expect(
      sanitizeHtml('<p onclick="x()" onmouseover="y()">Hola</p><script>alert(1)</script><style>p{}</style>'),
    ).toBe('<p>Hola</p>');
    expect(sanitizeHtml('<img src="https://x.example/a.png" alt="A" onerror="alert(1)">')).toBe(
      '<img src="https://x.example/a.png" alt="A" />',
    );
  });

  it('removes javascript:, data: and vbscript: URLs, also disguised', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="  JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="vbscript:msgbox(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="">')).toBe('<img alt="" />');
  });

  it('keeps iframes with an https src but never srcdoc', () => {
    expect(
      sanitizeHtml(
        '<iframe src="https://maps.example/embed" title="Mapa" srcdoc="<script>alert(1)</script>"></iframe>',
      ),
    ).toBe('<iframe src="https://maps.example/embed" title="Mapa"></iframe>');
    expect(sanitizeHtml('<iframe src="http://insecure.example/"></iframe>')).toBe('<iframe></iframe>');
  });

  it('drops objects, embeds, forms and base tags', () => {
    expect(
      sanitizeHtml(
        '<object data="x.swf"></object><embed src="x"><form action="/robar"><input></form><base href="/x">',
      ),
    ).toBe('');
  });

  it('keeps ordinary markup, classes, ids and ARIA attributes', () => {
    const html =
      '<h2 id="plazos" class="h4">Plazos</h2><table class="table"><caption>Datos</caption><tr><th scope="col">A</th><td colspan="2">B</td></tr></table><p aria-label="nota">Texto <strong>fuerte</strong></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('makes new-tab links safe and keeps mailto: and tel:', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(
      sanitizeHtml('<a href="mailto:info@bancoazul.example">m</a><a href="tel:+50325550100">t</a>'),
    ).toBe('<a href="mailto:info@bancoazul.example">m</a><a href="tel:+50325550100">t</a>');
  });
});
