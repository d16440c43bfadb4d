// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { carousel as carouselConfig, layout } from '../../config/site';
import { CarouselBlock, emblaOptions } from './carousel';
import { parseAs, rawBlok, textBlok } from '../../test/interactive-test-blok';

afterEach(cleanup);

const panels = (n: number) =>
  Array.from({ length: n }, (_, i) => rawBlok('carousel_panel', { body: [textBlok(`Panel ${i + 1}`)] }));
const carousel = (fields: Record<string, unknown> = {}) =>
  parseAs('carousel', { panels: panels(5), ...fields });

/** Server markup, parsed: what visitors get before (and without) scripts. */
function serverDom(fields: Record<string, unknown> = {}): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<CarouselBlock blok={carousel(fields)} />);
  return host;
}

describe('carousel schema', () => {
  it('reads panels_per_view as a whole number of at least one', () => {
    expect(carousel({ panels_per_view: '3' }).panels_per_view).toBe(3);
    expect(carousel({ panels_per_view: 2 }).panels_per_view).toBe(2);
    expect(carousel({ panels_per_view: '2.7' }).panels_per_view).toBe(2);
    expect(carousel({ panels_per_view: '' }).panels_per_view).toBe(1);
    expect(carousel({ panels_per_view: '0' }).panels_per_view).toBe(1);
    expect(carousel({ panels_per_view: 'tres' }).panels_per_view).toBe(1);
    expect(carousel({}).panels_per_view).toBe(1);
  });

  it('defaults circular and adaptive to false and classes to empty', () => {
    const blok = carousel({ circular: null, adaptive: null, classes: null });
    expect([blok.circular, blok.adaptive, blok.classes]).toEqual([false, false, '']);
  });
});

describe('emblaOptions', () => {
  it('maps move type strict / bound / align prev and the page size to embla (docs/behaviour.md §4)', () => {
    expect(emblaOptions(carousel({ panels_per_view: '2' }))).toEqual({
      loop: false,
      align: 'start',
      containScroll: 'trimSnaps',
      slidesToScroll: 2,
      duration: carouselConfig.emblaDuration,
      dragThreshold: layout.carouselDragThreshold,
    });
    expect(emblaOptions(carousel({ circular: true })).loop).toBe(true);
  });
});

describe('CarouselBlock on the server', () => {
  it('renders every panel, in slots sized by panels_per_view', () => {
    const dom = serverDom({ panels_per_view: '2', classes: 'carousel-tarjetas' });
    const root = dom.querySelector('section');
    expect(root?.className).toBe('block-carousel carousel-tarjetas');
    expect(root?.getAttribute('style')).toContain('--panels-per-view:2');
    expect(Array.from(dom.querySelectorAll('.block-carousel__slot')).map((s) => s.textContent)).toEqual([
      'Panel 1',
      'Panel 2',
      'Panel 3',
      'Panel 4',
      'Panel 5',
    ]);
  });

  it('renders one page marker per page, the first current', () => {
    const markers = Array.from(
      serverDom({ panels_per_view: '2' }).querySelectorAll('.block-carousel__marker'),
    );
    expect(markers.map((m) => m.getAttribute('aria-label'))).toEqual([
      'Ir a la página 1 de 3',
      'Ir a la página 2 de 3',
      'Ir a la página 3 de 3',
    ]);
    expect(markers.map((m) => m.getAttribute('aria-current'))).toEqual(['true', null, null]);
  });

  it('renders prev/next arrows for large screens only, prev disabled on the first page unless circular', () => {
    const dom = serverDom();
    const prev = dom.querySelector('[aria-label="Anterior"]');
    const next = dom.querySelector('[aria-label="Siguiente"]');
    expect(prev?.className).toContain('d-none d-lg-flex');
    expect(next?.className).toContain('d-none d-lg-flex');
    expect(prev?.hasAttribute('disabled')).toBe(true);
    expect(next?.hasAttribute('disabled')).toBe(false);
    expect(
      serverDom({ circular: true }).querySelector('[aria-label="Anterior"]')?.hasAttribute('disabled'),
    ).toBe(false);
  });

  it('has no arrows or markers when everything fits in one page', () => {
    const dom = serverDom({ panels: panels(2), panels_per_view: '2' });
    expect(dom.querySelectorAll('button')).toHaveLength(0);
    expect(dom.querySelectorAll('.block-carousel__slot')).toHaveLength(2);
  });

  it('marks an adaptive carousel', () => {
    expect(serverDom({ adaptive: true }).querySelector('section')?.className).toBe(
      'block-carousel is-adaptive',
    );
  });
});

describe('CarouselBlock in the browser', () => {
  it('hydrates into the same structure with the panels labelled', () => {
    render(<CarouselBlock blok={carousel()} />);
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 de 5',
      '2 de 5',
      '3 de 5',
      '4 de 5',
      '5 de 5',
    ]);
    expect(screen.getByRole('region', { name: 'Carrusel' })).toBeTruthy();
  });
});
