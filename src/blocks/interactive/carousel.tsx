import useEmblaCarousel from 'embla-carousel-react';
import { useId, type CSSProperties } from 'react';
import { carousel, layout } from '../../config/site';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { pageCount } from './carousel-pages';
import { Block } from '../parts/render-block';
import { useCarouselState } from './use-carousel-state';
import { usePanelsPerView } from './use-panels-per-view';

type Carousel = BlockOf<'carousel'>;

/** Embla options for docs/behaviour.md §4 "move type strict, bound, align prev" and the §9 timings. */
export function emblaOptions(blok: Carousel, perView = blok.panels_per_view) {
  return {
    loop: blok.circular,
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: perView,
    duration: carousel.emblaDuration,
    dragThreshold: layout.carouselDragThreshold,
  } as const;
}

/**
 * Panels moved a page at a time with embla (docs/behaviour.md §2, §4). The server renders every panel in a row that
 * scrolls natively until scripts run, and the page markers; prev/next arrows show from the lg breakpoint up.
 */
export function CarouselBlock({ blok }: { blok: Carousel }) {
  // On a phone one panel at a time, with a peek of the next (issue 33).
  const perView = usePanelsPerView(blok.panels_per_view);
  const pages = pageCount(blok.panels.length, perView);
  const [viewportRef, api] = useEmblaCarousel(emblaOptions(blok, perView));
  const { state, goTo } = useCarouselState(
    api,
    perView,
    pages,
    { page: 0, canPrev: blok.circular && pages > 1, canNext: pages > 1 },
    blok.adaptive,
  );
  const id = useId();
  const style = { '--panels-per-view': perView } as CSSProperties;

  return (
    <section
      // `is-ready` once embla runs: until then the viewport scrolls natively (see _interactive.scss).
      className={cx('block-carousel', blok.adaptive && 'is-adaptive', api && 'is-ready', blok.classes)}
      aria-roledescription="carrusel"
      aria-label="Carrusel"
      style={style}
    >
      <div className="block-carousel__frame">
        {pages > 1 && (
          <button
            type="button"
            className="block-carousel__arrow block-carousel__arrow--prev d-none d-lg-flex"
            aria-label="Anterior"
            aria-controls={`${id}-panels`}
            disabled={!state.canPrev}
            onClick={() => api?.scrollPrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <div className="block-carousel__viewport" ref={viewportRef}>
          <div className="block-carousel__container" id={`${id}-panels`}>
            {blok.panels.map((panel, index) => (
              <div
                key={panel._uid}
                className="block-carousel__slot"
                role="group"
                aria-roledescription="panel"
                aria-label={`${index + 1} de ${blok.panels.length}`}
              >
                <Block blok={panel} />
              </div>
            ))}
          </div>
        </div>
        {pages > 1 && (
          <button
            type="button"
            className="block-carousel__arrow block-carousel__arrow--next d-none d-lg-flex"
            aria-label="Siguiente"
            aria-controls={`${id}-panels`}
            disabled={!state.canNext}
            onClick={() => api?.scrollNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        )}
      </div>
      {pages > 1 && (
        <div className="block-carousel__markers">
          {Array.from({ length: pages }, (_, page) => (
            <button
              key={page}
              type="button"
              className={cx('block-carousel__marker', page === state.page && 'active')}
              aria-label={`Ir a la página ${page + 1} de ${pages}`}
              aria-current={page === state.page ? 'true' : undefined}
              aria-controls={`${id}-panels`}
              onClick={() => goTo(page)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
