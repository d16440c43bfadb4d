// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

const spy = () =>
  raw('scroll_spy', {
    aria_label: 'Secciones',
    items: [
      raw('scroll_spy_link', { text: 'Datos', id_to_follow: 'datos' }),
      raw('scroll_spy_link', { text: 'Derechos', id_to_follow: '#derechos' }),
    ],
  });

/** Places a section so that its top is `top` px below the viewport top. */
function section(id: string, top: number): HTMLElement {
  const element = document.createElement('section');
  element.id = id;
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(element);
  return element;
}

describe('ScrollSpyBlock', () => {
  beforeEach(() => {
    // Frames run at once, so the test controls when the hook measures; id 0 means "no frame pending".
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.querySelectorAll('section').forEach((s) => s.remove());
  });

  it('renders a named navigation list linking to #{id_to_follow}', () => {
    renderBlok(spy());
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '#datos',
      '#derechos',
    ]);
    expect(nav.querySelector('ul')?.className).toBe('nav nav-pills flex-column');
  });

  it('marks the section whose top has passed 100 px below the viewport top, and follows scrolling', () => {
    const datos = section('datos', 40);
    const derechos = section('derechos', 600);
    renderBlok(spy());
    expect(screen.getByRole('link', { name: 'Datos' }).getAttribute('aria-current')).toBe('location');
    expect(screen.getByRole('link', { name: 'Datos' }).className).toBe('nav-link active');
    expect(screen.getByRole('link', { name: 'Derechos' }).hasAttribute('aria-current')).toBe(false);

    datos.getBoundingClientRect = () => ({ top: -500 }) as DOMRect;
    derechos.getBoundingClientRect = () => ({ top: 100 }) as DOMRect;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('link', { name: 'Derechos' }).className).toBe('nav-link active');
    expect(screen.getByRole('link', { name: 'Datos' }).className).toBe('nav-link');
  });

  it('has no active item before the first section reaches the line', () => {
    section('datos', 101.5);
    renderBlok(spy());
    expect(document.querySelector('.scroll-spy .active')).toBeNull();
  });

  it('uses a default accessible name', () => {
    renderBlok(raw('scroll_spy', { items: [] }));
    expect(screen.getByRole('navigation', { name: 'En esta página' })).toBeTruthy();
  });
});
