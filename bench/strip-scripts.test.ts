import { describe, expect, it } from 'vitest';
import { stripScripts } from './strip-scripts';

describe('stripScripts', () => {
  it('removes every script element and script hint, leaving the rest byte for byte', () => {
    const html = [
      '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"/>',
      '<link rel="modulepreload" href="/assets/react-1.js"/>',
      '<LINK REL="preload" AS="script" HREF="/assets/a.js">',
      '<link rel="prefetch" href="/assets/b.mjs?v=2">',
      '<link rel="stylesheet" href="/assets/site.css"/>',
      '<link rel="preload" as="image" href="/img/hero.svg" fetchPriority="high"/>',
      '<link rel="prefetch" href="/assets/data/a/index.json">',
      '<script type="application/ld+json">{"@type":"Bank","name":"a </p> b"}</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '</head><body><p title="<script>x</script>">Hola &amp; chau</p>',
      '<!-- <script>commented()</script> -->',
      '<style>/* <script>not a tag</script> */</style>',
      '<script type="application/json" id="__INITIAL_STATE__">{"t":"<\\/script> <p>"}</script>',
      '<ScRiPt>if (a < b && "</scrip") go()</sCrIpT >',
      '<noscript><p>Sin JavaScript</p></noscript></body></html>',
    ].join('\n');
    const { html: out, removed } = stripScripts(html);
    expect(out).toBe(
      [
        '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"/>',
        '',
        '',
        '',
        '<link rel="stylesheet" href="/assets/site.css"/>',
        '<link rel="preload" as="image" href="/img/hero.svg" fetchPriority="high"/>',
        '<link rel="prefetch" href="/assets/data/a/index.json">',
        '',
        '',
        '</head><body><p title="<script>x</script>">Hola &amp; chau</p>',
        '<!-- <script>commented()</script> -->',
        '<style>/* <script>not a tag</script> */</style>',
        '',
        '',
        '<noscript><p>Sin JavaScript</p></noscript></body></html>',
      ].join('\n'),
    );
    expect(removed).toEqual([
      'link rel=modulepreload href=/assets/react-1.js',
      'link rel=preload as=script href=/assets/a.js',
      'link rel=prefetch href=/assets/b.mjs?v=2',
      'script type=application/ld+json',
      'script type=module src=/assets/entry.js',
      'script type=application/json id=__INITIAL_STATE__',
      'script',
    ]);
  });

  it('ends a script at its first </script, as a browser does', () => {
    expect(stripScripts('<p>a</p><script>x = "</script>"<p>b</p>').html).toBe('<p>a</p>"<p>b</p>');
  });

  it('drops an unclosed script to the end of the document', () => {
    expect(stripScripts('<p>a</p><script>never closed <p>b</p>').html).toBe('<p>a</p>');
  });

  it('leaves a page without scripts unchanged', () => {
    const html = '<!doctype html><html><head><title>x</title></head><body><h1>Tasas</h1></body></html>';
    expect(stripScripts(html)).toEqual({ html, removed: [] });
  });
});
