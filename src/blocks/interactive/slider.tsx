import { useState } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import type { Blok } from '../../content/blok';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { backgroundStyle } from '../parts/color-style';
import { SlideContent, slideStyle } from './slide';
import { useReducedMotion } from './use-reduced-motion';

type Slider = BlockOf<'slider'>;
type Slide = BlockOf<'slide'>;

function isSlide(blok: Blok): blok is Slide {
  return blok.component === 'slide';
}

/** Visibility by screen size; the site's mobile breakpoint is 1200 px (docs/behaviour.md §9), Bootstrap's xl. */
export function sliderVisibility(blok: Slider): string | undefined {
  if (blok.only_mobile && !blok.only_desk) return 'd-xl-none';
  if (blok.only_desk && !blok.only_mobile) return 'd-none d-xl-block';
  return undefined;
}

/**
 * Auto-advance delay for react-bootstrap: the slider's interval (already 5000 ms when the content's value
 * was not a number, docs/behaviour.md §5), or none when the visitor prefers reduced motion or paused the slides.
 */
export function sliderDelay(blok: Slider, reducedMotion: boolean, paused: boolean): number | null {
  return reducedMotion || paused ? null : blok.interval;
}

/** Slides with pictures and captions (react-bootstrap Carousel), every docs/behaviour.md §3 Slider field. */
export function SliderBlock({ blok }: { blok: Slider }) {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const slides = blok.slides.filter(isSlide);
  if (slides.length === 0) return null;
  const autoAdvances = !reducedMotion && slides.length > 1;
  const size = { width: blok.img_width, height: blok.img_height };

  return (
    <section
      id={blok.id || undefined}
      className={cx('block-slider', sliderVisibility(blok), blok.custom_classes)}
      style={backgroundStyle(blok.background)}
      aria-roledescription="carrusel"
      aria-label="Presentación destacada"
    >
      <Carousel
        fade={blok.fade}
        slide={!blok.no_animation}
        indicators={blok.indicators}
        controls={blok.controls}
        interval={sliderDelay(blok, reducedMotion, paused)}
        wrap={!blok.no_wrap}
        touch={!blok.no_touch}
        pause={blok.no_hover_pause ? false : 'hover'}
        prevLabel="Anterior"
        nextLabel="Siguiente"
        indicatorLabels={slides.map((_, index) => `Ir a la diapositiva ${index + 1}`)}
      >
        {slides.map((slide, index) => (
          <Carousel.Item
            key={slide._uid}
            id={slide.id || undefined}
            style={slideStyle(slide)}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${index + 1} de ${slides.length}`}
          >
            <SlideContent blok={slide} options={{ ...size, eager: blok.first && index === 0 }} />
          </Carousel.Item>
        ))}
      </Carousel>
      {autoAdvances && (
        // WCAG 2.2.2: moving content that lasts more than five seconds needs a way to stop it.
        <button
          type="button"
          className="block-slider__pause btn btn-sm btn-light"
          onClick={() => setPaused(!paused)}
        >
          {paused ? 'Reanudar presentación' : 'Pausar presentación'}
        </button>
      )}
    </section>
  );
}
