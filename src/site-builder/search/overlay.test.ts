import { describe, expect, it } from 'vitest';
import {
  changeCount,
  changesSince,
  overlayHolds,
  overlayMaxPages,
  overlayMinPartPages,
  supersededIds,
  type IndexedPage,
} from './overlay';

const base: IndexedPage[] = [
  { route: '/a/', hash: 'a1', id: 'es_a1' },
  { route: '/b/', hash: 'b1', id: 'es_b1' },
  { route: '/c/', hash: 'c1', id: 'es_c1' },
];

describe("a part's changes since its base", () => {
  it('put changed and added pages in the overlay, and supersede the changed and removed ones', () => {
    const current = [
      { path: '/a/', hash: 'a1' },
      { path: '/b/', hash: 'b2' },
      { path: '/d/', hash: 'd1' },
    ];
    const changes = changesSince(base, current);
    expect(changes.overlay.map((page) => page.path)).toEqual(['/b/', '/d/']);
    expect(changes.superseded.map((page) => page.route)).toEqual(['/b/', '/c/']);
    // Changed /b/, added /d/, removed /c/.
    expect(changeCount(changes)).toBe(3);
  });

  it('are none when every page is as indexed', () => {
    const changes = changesSince(base, [
      { path: '/a/', hash: 'a1' },
      { path: '/b/', hash: 'b1' },
      { path: '/c/', hash: 'c1' },
    ]);
    expect(changes).toEqual({ overlay: [], superseded: [] });
    expect(changeCount(changes)).toBe(0);
  });
});

describe('the superseded ids', () => {
  it("are the old entries' ids, sorted, save one the overlay indexed again to the same id", () => {
    expect(supersededIds([...base].reverse(), new Set(['es_b1']))).toEqual(['es_a1', 'es_c1']);
  });

  it('leave out a page Pagefind never indexed (no id): it has no entry to drop', () => {
    expect(supersededIds([...base, { route: '/d/', hash: 'd1', id: null }], new Set())).toEqual([
      'es_a1',
      'es_b1',
      'es_c1',
    ]);
  });
});

describe('the fold rule', () => {
  it('keeps a large part with a few changes in the overlay', () => {
    expect(overlayHolds(2500, 1)).toBe(true);
    expect(overlayHolds(2500, overlayMaxPages)).toBe(true);
  });

  it('indexes the part again past 200 changes or a tenth of the part, whichever is fewer', () => {
    expect(overlayHolds(2500, overlayMaxPages + 1)).toBe(false);
    expect(overlayHolds(1500, 150)).toBe(true);
    expect(overlayHolds(1500, 151)).toBe(false);
  });

  it('indexes a small part again on any change: the bundled site never has an overlay', () => {
    expect(overlayHolds(overlayMinPartPages - 1, 1)).toBe(false);
    expect(overlayHolds(90, 1)).toBe(false);
    expect(overlayHolds(90, 0)).toBe(true);
    expect(overlayHolds(12, 1, 4)).toBe(true);
  });
});
