// @vitest-environment happy-dom
import type { EmblaCarouselType } from 'embla-carousel';
import { describe, expect, it } from 'vitest';
import { fitHeight } from './use-carousel-state';

/** Just the parts of embla that fitHeight reads: panels per page, the selected page, the nodes. */
function fakeEmbla(heights: number[], registry: number[][], selected: number) {
  const root = document.createElement('div');
  const slides = heights.map((h) => {
    const slide = document.createElement('div');
    Object.defineProperty(slide, 'offsetHeight', { value: h });
    return slide;
  });
  const api = {
    rootNode: () => root,
    slideNodes: () => slides,
    selectedScrollSnap: () => selected,
    internalEngine: () => ({ slideRegistry: registry }),
  } as unknown as EmblaCarouselType;
  return { api, root };
}

describe('fitHeight (adaptive carousel)', () => {
  it('sizes the viewport to the tallest panel of the page shown', () => {
    const { api, root } = fakeEmbla(
      [120, 300, 180, 90],
      [
        [0, 1],
        [2, 3],
      ],
      1,
    );
    fitHeight(api);
    expect(root.style.height).toBe('180px');
  });

  it('leaves the height alone when the panels have no size yet', () => {
    const { api, root } = fakeEmbla([0, 0], [[0], [1]], 0);
    fitHeight(api);
    expect(root.style.height).toBe('');
  });
});
