import { describe, expect, it } from 'vitest';
import { partCount, partFolder, partOf, splitIntoParts } from './index-parts';

describe('the parts of the search index', () => {
  it('are as many as the site needs, a power of two: one for the bundled site, 4 at 10,000 pages', () => {
    expect(partCount(0)).toBe(1);
    expect(partCount(87)).toBe(1);
    expect(partCount(5000)).toBe(1);
    expect(partCount(5001)).toBe(2);
    expect(partCount(10_087)).toBe(4);
    expect(partCount(20_001)).toBe(8);
    expect(partCount(12, 4)).toBe(4);
  });

  it('refuse a size per part that is not a whole number of pages, naming it', () => {
    expect(() => partCount(10, 0)).toThrow('pages per part must be a whole number ≥ 1, got 0');
    expect(() => partCount(10, 2.5)).toThrow('got 2.5');
  });

  it('keep a page in its part while the site grows: twice the parts splits each part in two', () => {
    const routes = Array.from({ length: 200 }, (_, i) => `/generado/pagina-${i}/`);
    for (const route of routes) {
      expect(partOf(route, 8)).toBe(partOf(route, 8));
      expect(partOf(route, 16) % 8).toBe(partOf(route, 8));
    }
    const parts = splitIntoParts(
      routes.map((route) => ({ path: route })),
      8,
    );
    expect(parts.flat()).toHaveLength(200);
    // A hash, not a section: every part gets a like share (200 pages in 8 parts: 25 on average).
    for (const part of parts) expect(part.length).toBeGreaterThan(10);
  });

  it('live in the index folder: the first in it, as Pagefind writes it, the others in folders of their own', () => {
    expect(partFolder(0)).toBe('');
    expect(partFolder(3)).toBe('part-3');
  });
});
