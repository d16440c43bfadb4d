// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timing } from '../../config/site';
import { sliderBlock } from '../../content/schemas/blocks/interactive';
import { assetOf, errorsOf, parseAs, rawBlok, textBlok } from '../../test/interactive-test-blok';
import { SliderBlock, sliderDelay, sliderVisibility } from './slider';

const slides = ['Tarjetas', 'Remesas', 'Ahorro'].map((caption) =>
  rawBlok('slide', { caption, image: assetOf(`${caption.toLowerCase()}.svg`, `Foto ${caption}`) }),
);
const slider = (fields: Record<string, unknown> = {}) =>
  parseAs('slider', { slides, indicators: true, controls: true, ...fields });

/** Makes the page report "prefers-reduced-motion: reduce" (or not). */
function preferReducedMotion(reduce: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const activeCaption = (container: HTMLElement) =>
  container.querySelector('.carousel-item.active .slide-caption')?.textContent;

beforeEach(() => preferReducedMotion(false));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('slider interval (docs/behaviour.md §5)', () => {
  const interval = (value: unknown) =>
    sliderBlock.schema.parse({ _uid: 's', component: 'slider', interval: value }).interval;

  it('reads numeric values and numeric strings', () => {
    expect(interval('3000')).toBe(3000);
    expect(interval(' 7000 ')).toBe(7000);
    expect(interval(4500)).toBe(4500);
  });

  it('falls back to 5000 ms for anything non-numeric', () => {
    for (const value of ['', 'rápido', null, undefined, true, {}, '5s', Number.NaN]) {
      expect(interval(value)).toBe(5000);
    }
    expect(timing.sliderIntervalMs).toBe(5000);
  });

  it('falls back for zero or negative values, which would spin the slides', () => {
    expect(interval('0')).toBe(5000);
    expect(interval(-200)).toBe(5000);
  });
});

describe('sliderDelay and sliderVisibility', () => {
  it('stops auto-advance under reduced motion or when paused', () => {
    const blok = slider({ interval: '3000' });
    expect(sliderDelay(blok, false, false)).toBe(3000);
    expect(sliderDelay(blok, true, false)).toBeNull();
    expect(sliderDelay(blok, false, true)).toBeNull();
  });

  it('maps only_mobile / only_desk to the 1200 px (xl) breakpoint', () => {
    expect(sliderVisibility(slider({ only_mobile: true }))).toBe('d-xl-none');
    expect(sliderVisibility(slider({ only_desk: true }))).toBe('d-none d-xl-block');
    expect(sliderVisibility(slider({ only_mobile: true, only_desk: true }))).toBeUndefined();
    expect(sliderVisibility(slider())).toBeUndefined();
  });
});

describe('SliderBlock markup', () => {
  it('maps id, background, custom_classes and visibility onto the slider', () => {
    render(
      <SliderBlock
        blok={slider({ id: 'inicio', background: '#0b4ea2', custom_classes: 'mb-0', only_desk: true })}
      />,
    );
    const root = screen.getByRole('region', { name: 'Presentación destacada' });
    expect(root.id).toBe('inicio');
    expect(root.className).toBe('block-slider d-none d-xl-block mb-0');
    expect(root.style.background).toBe('#0b4ea2');
    expect(root.getAttribute('aria-roledescription')).toBe('carrusel');
  });

  it('shows indicators and controls with Spanish labels only when asked', () => {
    const { rerender } = render(<SliderBlock blok={slider()} />);
    expect(screen.getAllByRole('button', { name: /Ir a la diapositiva/ })).toHaveLength(3);
    expect(screen.getByText('Anterior')).toBeTruthy();
    expect(screen.getByText('Siguiente')).toBeTruthy();
    rerender(<SliderBlock blok={slider({ indicators: false, controls: false })} />);
    expect(screen.queryAllByRole('button', { name: /Ir a la diapositiva/ })).toHaveLength(0);
    expect(screen.queryByText('Anterior')).toBeNull();
  });

  it('maps fade and no_animation to the carousel classes', () => {
    const { container, rerender } = render(<SliderBlock blok={slider({ fade: true })} />);
    expect(container.querySelector('.carousel')?.className).toBe('carousel slide carousel-fade');
    rerender(<SliderBlock blok={slider({ no_animation: true })} />);
    expect(container.querySelector('.carousel')?.className).toBe('carousel');
  });

  it('hides the "previous" control on the first slide with no_wrap', () => {
    const { rerender } = render(<SliderBlock blok={slider({ no_wrap: true })} />);
    expect(screen.queryByText('Anterior')).toBeNull();
    expect(screen.getByText('Siguiente')).toBeTruthy();
    rerender(<SliderBlock blok={slider({ no_wrap: false })} />);
    expect(screen.getByText('Anterior')).toBeTruthy();
  });

  it('gives slide images img_width / img_height, and loads the first eagerly when first is set', () => {
    const { container, rerender } = render(
      <SliderBlock blok={slider({ img_width: '1200', img_height: '400', first: true })} />,
    );
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.map((i) => [i.getAttribute('width'), i.getAttribute('height')])).toEqual([
      ['1200', '400'],
      ['1200', '400'],
      ['1200', '400'],
    ]);
    expect(images.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    rerender(<SliderBlock blok={slider({ first: false })} />);
    expect(Array.from(container.querySelectorAll('img')).map((i) => i.getAttribute('loading'))).toEqual([
      'lazy',
      'lazy',
      'lazy',
    ]);
  });

  it('labels each slide, keeps its id and background, and skips items that are not slides', () => {
    const withOther = [
      rawBlok('slide', { id: 'promo', caption: 'Promo', background: '#00a3e0' }),
      textBlok('no soy slide'),
    ];
    const { container } = render(<SliderBlock blok={slider({ slides: withOther })} />);
    const items = container.querySelectorAll('.carousel-item');
    expect(items).toHaveLength(1);
    expect(items[0]?.id).toBe('promo');
    expect((items[0] as HTMLElement).style.background).toBe('#00a3e0');
    expect(items[0]?.getAttribute('aria-label')).toBe('1 de 1');
    expect(container.textContent).not.toContain('no soy slide');
  });

  it('renders nothing without slides', () => {
    const { container } = render(<SliderBlock blok={slider({ slides: [] })} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('SliderBlock behaviour', () => {
  // Without the slide animation the slider moves at once, so fake timers can drive it.
  const still = (fields: Record<string, unknown> = {}) => slider({ no_animation: true, ...fields });

  it('auto-advances after the 5000 ms fallback when the interval is not a number', () => {
    vi.useFakeTimers();
    const { container } = render(<SliderBlock blok={still({ interval: 'cada rato' })} />);
    expect(activeCaption(container)).toBe('Tarjetas');
    act(() => vi.advanceTimersByTime(4999));
    expect(activeCaption(container)).toBe('Tarjetas');
    act(() => vi.advanceTimersByTime(1));
    expect(activeCaption(container)).toBe('Remesas');
  });

  it('uses a numeric interval as given', () => {
    vi.useFakeTimers();
    const { container } = render(<SliderBlock blok={still({ interval: '2000' })} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(activeCaption(container)).toBe('Remesas');
  });

  it('does not auto-advance, nor offer a pause button, under prefers-reduced-motion', () => {
    preferReducedMotion(true);
    vi.useFakeTimers();
    const { container } = render(<SliderBlock blok={still()} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeCaption(container)).toBe('Tarjetas');
    expect(screen.queryByRole('button', { name: 'Pausar presentación' })).toBeNull();
  });

  it('pauses and resumes with the pause button', () => {
    vi.useFakeTimers();
    const { container } = render(<SliderBlock blok={still()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar presentación' }));
    act(() => vi.advanceTimersByTime(12_000));
    expect(activeCaption(container)).toBe('Tarjetas');
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar presentación' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(activeCaption(container)).toBe('Remesas');
  });

  it('pauses on hover unless no_hover_pause', () => {
    vi.useFakeTimers();
    const { container, unmount } = render(<SliderBlock blok={still()} />);
    fireEvent.mouseEnter(container.querySelector('.carousel') as Element);
    act(() => vi.advanceTimersByTime(6000));
    expect(activeCaption(container)).toBe('Tarjetas');
    unmount();
    const other = render(<SliderBlock blok={still({ no_hover_pause: true })} />);
    fireEvent.mouseEnter(other.container.querySelector('.carousel') as Element);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeCaption(other.container)).toBe('Remesas');
  });

  it('moves on a swipe unless no_touch', () => {
    const swipe = (el: Element) => {
      fireEvent.touchStart(el, { touches: [{ clientX: 300 }] });
      fireEvent.touchMove(el, { touches: [{ clientX: 200 }] });
      fireEvent.touchEnd(el, { touches: [] });
    };
    const { container, unmount } = render(<SliderBlock blok={still({ interval: '60000' })} />);
    swipe(container.querySelector('.carousel') as Element);
    expect(activeCaption(container)).toBe('Remesas');
    unmount();
    const other = render(<SliderBlock blok={still({ interval: '60000', no_touch: true })} />);
    swipe(other.container.querySelector('.carousel') as Element);
    expect(activeCaption(other.container)).toBe('Tarjetas');
  });
});

describe('SliderBlock moves (Bootstrap carousel classes)', () => {
  const items = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('.carousel-item')).map((item) => item.className);

  it('slides in the next slide with the classes of Bootstrap, and makes it active at the transition end', () => {
    vi.useFakeTimers();
    const { container } = render(<SliderBlock blok={slider()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(items(container)).toEqual([
      'carousel-item active carousel-item-start',
      'carousel-item carousel-item-next carousel-item-start',
      'carousel-item',
    ]);
    // The indicators follow the incoming slide at once.
    expect(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }).getAttribute('aria-current')).toBe(
      'true',
    );
    const incoming = container.querySelectorAll('.carousel-item')[1] as Element;
    // A transition of something inside the slide does not end the move.
    act(() => {
      incoming.querySelector('.slide-caption')?.dispatchEvent(new Event('transitionend', { bubbles: true }));
    });
    expect(activeCaption(container)).toBe('Tarjetas');
    act(() => {
      incoming.dispatchEvent(new Event('transitionend'));
    });
    expect(items(container)).toEqual(['carousel-item', 'carousel-item active', 'carousel-item']);
    expect(activeCaption(container)).toBe('Remesas');
  });

  it('slides back with carousel-item-prev and carousel-item-end, wrapping to the last slide', () => {
    vi.useFakeTimers();
    const { container } = render(<SliderBlock blok={slider()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(items(container)).toEqual([
      'carousel-item active carousel-item-end',
      'carousel-item',
      'carousel-item carousel-item-prev carousel-item-end',
    ]);
  });

  it('ends the move after the transition time when no transitionend comes (reduced motion, no transitions)', () => {
    vi.useFakeTimers();
    const { container } = render(<SliderBlock blok={slider({ fade: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(container.querySelector('.carousel')?.className).toBe('carousel slide carousel-fade');
    expect(activeCaption(container)).toBe('Tarjetas');
    // No transition in this document: it ends 5 ms later.
    act(() => vi.advanceTimersByTime(5));
    expect(activeCaption(container)).toBe('Remesas');
    expect(container.querySelectorAll('.carousel-item-next, .carousel-item-start')).toHaveLength(0);
  });

  it('ignores moves while one is under way', () => {
    vi.useFakeTimers();
    const { container } = render(<SliderBlock blok={slider()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 3' }));
    act(() => vi.advanceTimersByTime(10));
    expect(activeCaption(container)).toBe('Remesas');
  });

  it('does not auto-advance while a slide moves, and starts the interval again after it', () => {
    vi.useFakeTimers();
    const { container } = render(<SliderBlock blok={slider({ interval: '2000' })} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(container.querySelector('.carousel-item-next')).not.toBeNull();
    act(() => vi.advanceTimersByTime(5));
    expect(activeCaption(container)).toBe('Remesas');
    act(() => vi.advanceTimersByTime(1999));
    expect(container.querySelector('.carousel-item-next')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('.carousel-item-next')).not.toBeNull();
  });
});

describe('SliderBlock controls and keyboard', () => {
  const still = (fields: Record<string, unknown> = {}) =>
    slider({ no_animation: true, interval: '60000', ...fields });

  it('has real buttons for previous and next, tied to the slides, reachable by Tab', () => {
    const { container } = render(<SliderBlock blok={still()} />);
    const inner = container.querySelector('.carousel-inner') as HTMLElement;
    for (const name of ['Anterior', 'Siguiente']) {
      const button = screen.getByRole('button', { name });
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toBe('button');
      expect(button.getAttribute('aria-controls')).toBe(inner.id);
      expect(button.tabIndex).toBe(0);
    }
    expect(inner.id).not.toBe('');
  });

  it('moves to the slide of an indicator, and marks that indicator current', () => {
    const { container } = render(<SliderBlock blok={still()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 3' }));
    expect(activeCaption(container)).toBe('Ahorro');
    const current = screen
      .getAllByRole('button', { name: /Ir a la diapositiva/ })
      .map((b) => [b.getAttribute('aria-current'), b.className]);
    expect(current).toEqual([
      ['false', ''],
      ['false', ''],
      ['true', 'active'],
    ]);
  });

  it('moves with the arrow keys from a control inside it, and wraps', () => {
    const { container } = render(<SliderBlock blok={still()} />);
    const next = screen.getByRole('button', { name: 'Siguiente' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(activeCaption(container)).toBe('Remesas');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(activeCaption(container)).toBe('Ahorro');
    fireEvent.keyDown(next, { key: 'Enter' });
    expect(activeCaption(container)).toBe('Ahorro');
  });

  it('with no_wrap stops at both ends: no control past them, keys and auto-advance stay', () => {
    vi.useFakeTimers();
    const { container } = render(<SliderBlock blok={still({ no_wrap: true, interval: '1000' })} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Siguiente' }), { key: 'ArrowLeft' });
    expect(activeCaption(container)).toBe('Tarjetas');
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(activeCaption(container)).toBe('Ahorro');
    expect(screen.queryByText('Siguiente')).toBeNull();
    expect(screen.getByText('Anterior')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(activeCaption(container)).toBe('Ahorro');
  });

  it('does not move by itself while the keyboard focus is inside it', () => {
    vi.useFakeTimers();
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':focus-visible' ? true : matches.call(this, selector);
    });
    const { container } = render(<SliderBlock blok={still({ interval: '1000' })} />);
    fireEvent.focus(screen.getByRole('button', { name: 'Siguiente' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(activeCaption(container)).toBe('Tarjetas');
    fireEvent.blur(screen.getByRole('button', { name: 'Siguiente' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(activeCaption(container)).toBe('Remesas');
  });

  it('does not auto-advance while the page is hidden', () => {
    vi.useFakeTimers();
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const { container } = render(<SliderBlock blok={still({ interval: '1000' })} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(activeCaption(container)).toBe('Tarjetas');
    hidden.mockReturnValue(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(activeCaption(container)).toBe('Remesas');
  });

  it('needs a swipe of more than 40 px, in either direction', () => {
    const swipe = (el: Element, dx: number) => {
      fireEvent.touchStart(el, { touches: [{ clientX: 200 }] });
      fireEvent.touchMove(el, { touches: [{ clientX: 200 + dx }] });
      fireEvent.touchEnd(el, { touches: [] });
    };
    const { container } = render(<SliderBlock blok={still()} />);
    const carousel = container.querySelector('.carousel') as Element;
    swipe(carousel, -40);
    expect(activeCaption(container)).toBe('Tarjetas');
    swipe(carousel, 41);
    expect(activeCaption(container)).toBe('Ahorro');
  });

  it('holds auto-advance for one interval after a touch, unless no_hover_pause', () => {
    vi.useFakeTimers();
    const { container } = render(<SliderBlock blok={still({ interval: '1000' })} />);
    const carousel = container.querySelector('.carousel') as Element;
    fireEvent.touchStart(carousel, { touches: [{ clientX: 200 }] });
    act(() => vi.advanceTimersByTime(3000));
    expect(activeCaption(container)).toBe('Tarjetas');
    fireEvent.touchEnd(carousel, { touches: [] });
    act(() => vi.advanceTimersByTime(1000));
    expect(activeCaption(container)).toBe('Tarjetas');
    act(() => vi.advanceTimersByTime(1000));
    expect(activeCaption(container)).toBe('Remesas');
  });

  it('is announced politely only while it does not move by itself', () => {
    const { container } = render(<SliderBlock blok={still()} />);
    const inner = () => container.querySelector('.carousel-inner')?.getAttribute('aria-live');
    expect(inner()).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Pausar presentación' }));
    expect(inner()).toBe('polite');
  });
});

describe('slider background (docs/behaviour.md §5.5)', () => {
  it('leaves out a background that is not a CSS colour, with a warning, and never writes it into style=""', () => {
    const injection = 'red;position:fixed;z-index:2147483004;background:url(https://evil.example/x.png)';
    const errors = errorsOf('slider', { background: injection, slides: [] });
    expect(errors.map((e) => [e.code, e.severity, e.field])).toEqual([
      ['invalid_color', 'warning', 'background'],
    ]);
    const blok = slider({ background: injection });
    expect(blok.background).toBeUndefined();
    const html = renderToString(<SliderBlock blok={{ ...blok, background: injection }} />);
    expect(html).toContain('block-slider');
    expect(html).not.toContain('evil');
    expect(html).not.toContain('position:fixed');
  });
});
