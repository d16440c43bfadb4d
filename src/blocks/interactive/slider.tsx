import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { flushSync } from 'react-dom';
import { layout } from '../../config/site';
import type { Blok } from '../../content/blok';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { backgroundStyle } from '../parts/color-style';
import { SlideContent, slideStyle } from './slide';
import { slideClass, stepIndex, transitionMs, type Direction, type Motion } from './slide-motion';
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
 * Auto-advance delay: the slider's interval (already 5000 ms when the content's value was not a number,
 * docs/behaviour.md §5), or none when the visitor prefers reduced motion or paused the slides.
 */
export function sliderDelay(blok: Slider, reducedMotion: boolean, paused: boolean): number | null {
  return reducedMotion || paused ? null : blok.interval;
}

/** Whether the slider is on screen at all (not `display: none`, e.g. only_desk on a phone). */
function isShown(element: HTMLElement | null): boolean {
  const parent = element?.parentElement;
  if (!element || !parent) return false;
  const style = getComputedStyle(element);
  return (
    style.display !== 'none' && style.visibility !== 'hidden' && getComputedStyle(parent).display !== 'none'
  );
}

/** Whether the element got the focus from the keyboard (a click focuses a button without `:focus-visible`). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * A previous/next button in Bootstrap's markup. Its class names come whole from the caller: CSS pruning keeps
 * only names written whole in the code (src/site-builder/style/prune-css-safelist.ts).
 */
function SliderControl(props: {
  className: string;
  iconClassName: string;
  label: string;
  controls: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={props.className} aria-controls={props.controls} onClick={props.onClick}>
      <span aria-hidden="true" className={props.iconClassName} />
      <span className="visually-hidden">{props.label}</span>
    </button>
  );
}

/**
 * Slides with pictures and captions, every docs/behaviour.md §3 Slider field, in the markup and classes of
 * Bootstrap's carousel (its CSS draws the slide and the fade; slide-motion.ts). The server renders the first
 * slide active and the rest hidden, so the hero paints without scripts; hydration renders the same.
 */
export function SliderBlock({ blok }: { blok: Slider }) {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [active, setActive] = useState(0);
  const [motion, setMotion] = useState<Motion | null>(null);
  // Pointer over the slider or a finger on it (unless no_hover_pause): no auto-advance meanwhile.
  const [held, setHeld] = useState(false);
  // Keyboard focus inside the slider stops it too, so a control is not moved away while it is used
  // (WAI-ARIA carousel pattern).
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLDivElement | null)[]>([]);
  const touch = useRef({ startX: 0, deltaX: 0 });
  const touchRelease = useRef<number | undefined>(undefined);
  const innerId = useId();

  const slides = blok.slides.filter(isSlide);
  const count = slides.length;
  const wrap = !blok.no_wrap;
  const hoverPause = !blok.no_hover_pause;
  const delay = sliderDelay(blok, reducedMotion, paused);
  const rotates = delay !== null && count > 1;
  // The slide being shown, or the one coming in (indicators and the no_wrap ends follow it at once).
  const current = motion ? motion.to : active;

  const goTo = useCallback(
    (to: number, direction?: Direction) => {
      // A move under way is finished first, as Bootstrap's carousel does.
      if (motion || to === active || to < 0 || to >= count) return;
      if (blok.no_animation) {
        setActive(to);
        return;
      }
      const move: Motion = {
        from: active,
        to,
        direction: direction ?? (to > active ? 'next' : 'prev'),
        phase: 'prepare',
      };
      // The incoming slide is drawn beside the current one (its order class) and laid out before the
      // direction class starts the CSS transition, which needs both states committed in turn.
      flushSync(() => setMotion(move));
      void items.current[to]?.offsetHeight;
      setMotion({ ...move, phase: 'moving' });
    },
    [motion, active, count, blok.no_animation],
  );

  const step = useCallback(
    (direction: Direction) => {
      const to = stepIndex(active, count, direction, wrap);
      if (to !== null) goTo(to, direction);
    },
    [active, count, wrap, goTo],
  );

  // The move ends at the incoming slide's `transitionend`, or after its transition time when none comes
  // (reduced motion and turned-off transitions have none).
  useEffect(() => {
    if (motion?.phase !== 'moving') return;
    const incoming = items.current[motion.to];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      setActive(motion.to);
      setMotion(null);
    };
    const onEnd = (event: TransitionEvent) => {
      if (event.target === incoming) finish();
    };
    incoming?.addEventListener('transitionend', onEnd);
    const timer = window.setTimeout(finish, (incoming ? transitionMs(getComputedStyle(incoming)) : 0) + 5);
    return () => {
      incoming?.removeEventListener('transitionend', onEnd);
      window.clearTimeout(timer);
    };
  }, [motion]);

  // Auto-advance, only while the page and the slider are visible.
  useEffect(() => {
    if (delay === null || !rotates || held || keyboardFocus || motion) return;
    const timer = window.setInterval(() => {
      if (!document.hidden && isShown(root.current)) step('next');
    }, delay);
    return () => window.clearInterval(timer);
  }, [delay, rotates, held, keyboardFocus, motion, step]);

  useEffect(() => () => window.clearTimeout(touchRelease.current), []);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (/^(input|textarea)$/i.test((event.target as HTMLElement).tagName)) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? 'prev' : 'next');
  };
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    touch.current = { startX: event.touches[0]?.clientX ?? 0, deltaX: 0 };
    if (hoverPause) setHeld(true);
  };
  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    const finger = event.touches[0];
    touch.current.deltaX = event.touches.length > 1 || !finger ? 0 : finger.clientX - touch.current.startX;
  };
  const onTouchEnd = () => {
    const { deltaX } = touch.current;
    // Swipe threshold 40 px (docs/behaviour.md §9).
    if (!blok.no_touch && Math.abs(deltaX) > layout.carouselSwipeThresholdPx)
      step(deltaX > 0 ? 'prev' : 'next');
    if (hoverPause) {
      window.clearTimeout(touchRelease.current);
      touchRelease.current = window.setTimeout(() => setHeld(false), blok.interval);
    }
  };
  const size = { width: blok.img_width, height: blok.img_height };

  return (
    <section
      id={blok.id || undefined}
      className={cx('block-slider', sliderVisibility(blok), blok.custom_classes)}
      style={backgroundStyle(blok.background)}
      aria-roledescription="carrusel"
      aria-label="Presentación destacada"
    >
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys of the buttons inside, hover and swipe as Bootstrap's carousel */}
      <div
        ref={root}
        className={cx('carousel', !blok.no_animation && 'slide', blok.fade && 'carousel-fade')}
        onKeyDown={onKeyDown}
        onMouseEnter={hoverPause ? () => setHeld(true) : undefined}
        onMouseLeave={() => setHeld(false)}
        onFocus={(event) => setKeyboardFocus(isKeyboardFocus(event.target))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
        }}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
      >
        {blok.indicators && (
          <div className="carousel-indicators">
            {slides.map((slide, index) => (
              <button
                key={slide._uid}
                type="button"
                // Bootstrap's CSS styles the indicators by this attribute.
                data-bs-target=""
                aria-label={`Ir a la diapositiva ${index + 1}`}
                aria-controls={innerId}
                className={index === current ? 'active' : undefined}
                aria-current={index === current}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
        )}
        {/* Screen readers hear a new slide only while it does not move by itself. */}
        <div className="carousel-inner" id={innerId} aria-live={rotates ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide._uid}
              ref={(element) => {
                items.current[index] = element;
              }}
              id={slide.id || undefined}
              style={slideStyle(slide)}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${count}`}
              className={slideClass(index, active, motion)}
            >
              <SlideContent blok={slide} options={{ ...size, eager: blok.first && index === 0 }} />
            </div>
          ))}
        </div>
        {blok.controls && (wrap || current !== 0) && (
          <SliderControl
            className="carousel-control-prev"
            iconClassName="carousel-control-prev-icon"
            label="Anterior"
            controls={innerId}
            onClick={() => step('prev')}
          />
        )}
        {blok.controls && (wrap || current !== count - 1) && (
          <SliderControl
            className="carousel-control-next"
            iconClassName="carousel-control-next-icon"
            label="Siguiente"
            controls={innerId}
            onClick={() => step('next')}
          />
        )}
      </div>
      {!reducedMotion && count > 1 && (
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
