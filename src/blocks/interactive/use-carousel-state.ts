import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { layout } from '../../config/site';
import { pageOfLastVisible, swipeOutcome } from './carousel-pages';

export interface CarouselState {
  page: number;
  canPrev: boolean;
  canNext: boolean;
}

/** Last panel of the page embla has selected: the panels it registered for that snap. */
function lastVisiblePanel(api: EmblaCarouselType): number {
  const snap = api.selectedScrollSnap();
  const group = api.internalEngine().slideRegistry[snap] ?? [];
  return group[group.length - 1] ?? snap;
}

/**
 * Follows an embla instance: the page shown, whether arrows can move, and whether it is sliding (a
 * marker click while sliding is ignored, docs/behaviour.md §4). `initial` is what the server rendered, so the
 * hydrated markup matches until embla reports.
 */
export function useCarouselState(
  api: EmblaCarouselType | undefined,
  perView: number,
  pages: number,
  initial: CarouselState,
  adaptive: boolean,
) {
  const [state, setState] = useState<CarouselState>(initial);
  const sliding = useRef(false);

  useEffect(() => {
    if (!api) return;
    let startX = 0;
    let endX = 0;
    let startSnap = 0;
    const root = api.rootNode();
    const onPointerDown = (event: PointerEvent) => {
      startX = event.clientX;
      endX = event.clientX;
      startSnap = api.selectedScrollSnap();
    };
    const onPointerUp = (event: PointerEvent) => {
      endX = event.clientX;
    };
    const update = () => {
      setState({
        page: pageOfLastVisible(lastVisiblePanel(api), perView, pages),
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
      if (adaptive) fitHeight(api);
    };
    const onScroll = () => {
      sliding.current = true;
    };
    const onSettle = () => {
      sliding.current = false;
    };
    // Embla decides by speed and a fifth of the view; the rule of docs/behaviour.md §9 is a 40 px swipe. Embla has already
    // picked its target (and emitted 'select') when it emits 'pointerUp', so it can be corrected here.
    const onRelease = () => {
      const moved = api.selectedScrollSnap() !== startSnap;
      const outcome = swipeOutcome(endX - startX, layout.carouselSwipeThresholdPx, moved);
      if (outcome === 'back') api.scrollTo(startSnap);
      else if (outcome === 'next') api.scrollNext();
      else if (outcome === 'prev') api.scrollPrev();
    };
    // Before scripts ran the visitor may have scrolled the row natively: continue from that page.
    const scrolledPage = root.clientWidth ? Math.round(root.scrollLeft / root.clientWidth) : 0;
    root.scrollLeft = 0;
    if (scrolledPage > 0) api.scrollTo(Math.min(scrolledPage, pages - 1), true);
    root.addEventListener('pointerdown', onPointerDown);
    // Captured on the window: the pointer may be released outside the carousel.
    window.addEventListener('pointerup', onPointerUp);
    api.on('select', update).on('reInit', update).on('resize', update);
    api.on('scroll', onScroll).on('settle', onSettle).on('pointerUp', onRelease);
    update();
    return () => {
      root.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointerup', onPointerUp);
      api.off('select', update).off('reInit', update).off('resize', update);
      api.off('scroll', onScroll).off('settle', onSettle).off('pointerUp', onRelease);
    };
  }, [api, perView, pages, adaptive]);

  const goTo = useCallback(
    (page: number) => {
      if (!api || sliding.current || page === api.selectedScrollSnap()) return;
      // Set before embla's first scroll frame, so a second click in between is ignored too.
      sliding.current = true;
      api.scrollTo(page);
    },
    [api],
  );

  return { state, goTo };
}

/** Adaptive height: the viewport takes the height of the tallest panel on the page shown. */
export function fitHeight(api: EmblaCarouselType): void {
  const group = api.internalEngine().slideRegistry[api.selectedScrollSnap()] ?? [];
  const slides = api.slideNodes();
  const height = Math.max(0, ...group.map((i) => slides[i]?.offsetHeight ?? 0));
  if (height > 0) api.rootNode().style.height = `${height}px`;
}
