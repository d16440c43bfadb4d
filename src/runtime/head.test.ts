// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeadTags } from '../layouts/page-head';
import { applyHead, createHeadUpdater } from './head';

const head = (over: Partial<HeadTags> = {}): HeadTags => ({
  title: 'Cajeros - Banco Azul',
  description: 'Ubicaciones',
  path: '/atm/',
  socialTitle: 'Cajeros',
  image: '',
  ...over,
});

const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);

describe('applyHead', () => {
  beforeEach(() => {
    // As prerendered for a build with SITE_URL=https://banco.example (the browser bundle never saw it).
    document.head.innerHTML =
      '<link rel="canonical" href="https://banco.example/"><meta property="og:url" content="https://banco.example/">' +
      '<meta property="og:image" content="https://banco.example/content-images/images/home.png">';
  });

  it("rewrites canonical, og and twitter tags on the prerendered page's origin", () => {
    applyHead(head());
    expect(document.title).toBe('Cajeros - Banco Azul');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://banco.example/atm/');
    expect(attr('meta[property="og:url"]', 'content')).toBe('https://banco.example/atm/');
    expect(attr('meta[property="og:title"]', 'content')).toBe('Cajeros');
    expect(attr('meta[property="og:description"]', 'content')).toBe('Ubicaciones');
    expect(attr('meta[name="twitter:title"]', 'content')).toBe('Cajeros');
    expect(attr('meta[name="twitter:description"]', 'content')).toBe('Ubicaciones');
    expect(attr('meta[name="description"]', 'content')).toBe('Ubicaciones');
  });

  it('removes og:image on a page without an image and sets it on a page with one', () => {
    applyHead(head());
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    applyHead(head({ image: '/content-images/images/atm.png' }));
    expect(attr('meta[property="og:image"]', 'content')).toBe(
      'https://banco.example/content-images/images/atm.png',
    );
  });
});

describe('createHeadUpdater', () => {
  it('writes the head once, 10 ms after the last of several quick navigations (docs/behaviour.md §9)', () => {
    vi.useFakeTimers();
    try {
      document.title = 'Inicio - Banco Azul';
      const update = createHeadUpdater();
      update(head({ title: 'Primera - Banco Azul' }));
      vi.advanceTimersByTime(5);
      update(head({ title: 'Segunda - Banco Azul' }));
      vi.advanceTimersByTime(9);
      expect(document.title).toBe('Inicio - Banco Azul');
      vi.advanceTimersByTime(1);
      expect(document.title).toBe('Segunda - Banco Azul');
    } finally {
      vi.useRealTimers();
    }
  });
});
