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
  // Without the slide animation react-bootstrap moves at once, so fake timers can drive it.
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
    fireEvent.mouseOver(container.querySelector('.carousel') as Element);
    act(() => vi.advanceTimersByTime(6000));
    expect(activeCaption(container)).toBe('Tarjetas');
    unmount();
    const other = render(<SliderBlock blok={still({ no_hover_pause: true })} />);
    fireEvent.mouseOver(other.container.querySelector('.carousel') as Element);
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
