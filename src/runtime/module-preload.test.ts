// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isSiteScript, preloadModules } from './module-preload';

describe('module preload', () => {
  it('accepts only the site’s own scripts', () => {
    expect(isSiteScript('/assets/faq-list-Ab12_-.js')).toBe(true);
    for (const bad of [
      'https://evil.example/assets/x.js',
      '//evil.example/assets/x.js',
      '/assets/../x.js',
      '/assets/x.css',
      '/other/x.js',
      '/assets/x.js?y=1',
      '/assets/x".js',
      42,
      null,
    ])
      expect(isSiteScript(bad), String(bad)).toBe(false);
  });

  it('adds one modulepreload link per new script, and ignores anything else', () => {
    preloadModules(['/assets/a-1.js', '/assets/b-2.js', 'https://evil.example/x.js']);
    preloadModules(['/assets/a-1.js']);
    preloadModules('not a list');
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['modulepreload', '/assets/a-1.js'],
      ['modulepreload', '/assets/b-2.js'],
    ]);
  });
});
