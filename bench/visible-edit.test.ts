import { describe, expect, it } from 'vitest';
import { markerWord, setField, visibleEdits } from './visible-edit';

const content = {
  component: 'page',
  body: [
    { component: 'title', _uid: 'a1', title: 'Cuentas de ahorro', subtitle: 'Ahorrá para tus metas' },
    {
      component: 'texto',
      _uid: 'a2',
      text: 'Abrí tu cuenta en minutos',
      link: { url: 'https://x.example/a b' },
    },
    { component: 'boton', _uid: 'a3', label: 'Conocé más', alt: 'Imagen de una familia' },
    { component: 'texto', _uid: 'a4', text: 'Texto que no se muestra' },
  ],
};
const html = `<html><head><title>Cuentas de ahorro</title></head><body>
<h1>Cuentas de ahorro</h1><p class="lead">Ahorrá para tus metas</p><p>Abrí tu cuenta en minutos</p>
<a href="/x">Conocé más</a><a href="/y">Conocé más</a><img alt="Imagen de una familia">
<script>window.__data = {"text":"Texto que no se muestra"}</script></body></html>`;

describe('visibleEdits', () => {
  it('finds the prose fields the page shows once, in order, and no attribute, script or repeated text', () => {
    expect(visibleEdits(content, html).map((e) => e.path.join('.'))).toEqual([
      'body.0.title',
      'body.0.subtitle',
      'body.1.text',
    ]);
  });

  it('leaves out values with markup the HTML would spell differently', () => {
    const withMarkup = { body: [{ text: 'Tasas & comisiones' }] };
    expect(visibleEdits(withMarkup, '<body><p>Tasas &amp; comisiones</p></body>')).toEqual([]);
  });
});

describe('setField', () => {
  it('changes the field at the path, and names a path that holds no text', () => {
    const copy = structuredClone(content);
    setField(copy, ['body', 1, 'text'], 'Nuevo texto');
    expect(copy.body[1]?.text).toBe('Nuevo texto');
    expect(() => setField(copy, ['body', 1, 'link'], 'x')).toThrow('no text field at body.1.link');
    expect(() => setField(copy, ['body', 9, 'text'], 'x')).toThrow('no object at body.9.text');
  });
});

describe('markerWord', () => {
  it('gives a different letters-only word for each seed', () => {
    const words = Array.from({ length: 500 }, (_, i) => markerWord(i * 7919));
    expect(new Set(words).size).toBe(500);
    for (const word of words) expect(word).toMatch(/^[a-z]{12,}$/);
  });
});
