// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationHead } from './navigation-head';
import type { HeadTags } from './page-head';
import { PageHeadTags } from './page-head-tags';

const siteUrl = 'https://banco.example';

const head = (over: Partial<HeadTags> = {}): HeadTags => ({
  title: 'Cajeros - Banco Azul',
  description: 'Ubicaciones',
  path: '/atm/',
  socialTitle: 'Cajeros',
  image: '',
  ...over,
});

const home = head({
  title: 'Inicio - Banco Azul',
  description: 'El banco',
  path: '/',
  socialTitle: 'Banco Azul',
  image: '/content-images/images/home.png',
});

const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);

let root: Root | undefined;

/** The landing page as the browser gets it: the server's head tags, then the browser root hydrating. */
function land(first: HeadTags): Element[] {
  document.head.innerHTML = renderToStaticMarkup(<PageHeadTags head={first} siteUrl={siteUrl} />);
  const served = Array.from(document.head.children);
  document.body.innerHTML = '<div id="app"></div>';
  const container = document.getElementById('app') as HTMLElement;
  act(() => {
    root = hydrateRoot(container, <NavigationHead head={first} siteUrl={siteUrl} />);
  });
  return served;
}

const navigate = (to: HeadTags) =>
  act(() => {
    root?.render(<NavigationHead head={to} siteUrl={siteUrl} />);
  });

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
});

describe('NavigationHead', () => {
  it('takes over the tags the server wrote on hydration, adding none', () => {
    const served = land(home);
    act(() => vi.advanceTimersByTime(10));
    const now = Array.from(document.head.children);
    expect(served.length).toBeGreaterThan(10);
    expect(now).toHaveLength(served.length);
    expect(now.every((element, i) => element === served[i])).toBe(true);
  });

  it('rewrites title, description, canonical, og and twitter tags after a navigation', () => {
    land(home);
    navigate(head());
    act(() => vi.advanceTimersByTime(10));
    expect(document.title).toBe('Cajeros - Banco Azul');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://banco.example/atm/');
    expect(attr('meta[property="og:url"]', 'content')).toBe('https://banco.example/atm/');
    expect(attr('meta[property="og:title"]', 'content')).toBe('Cajeros');
    expect(attr('meta[property="og:description"]', 'content')).toBe('Ubicaciones');
    expect(attr('meta[name="twitter:title"]', 'content')).toBe('Cajeros');
    expect(attr('meta[name="twitter:description"]', 'content')).toBe('Ubicaciones');
    expect(attr('meta[name="description"]', 'content')).toBe('Ubicaciones');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('removes og:image on a page without an image and sets it on a page with one', () => {
    land(home);
    navigate(head());
    act(() => vi.advanceTimersByTime(10));
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    navigate(head({ image: '/content-images/images/atm.png' }));
    act(() => vi.advanceTimersByTime(10));
    expect(attr('meta[property="og:image"]', 'content')).toBe(
      'https://banco.example/content-images/images/atm.png',
    );
  });

  it('writes the head once, 10 ms after the last of several quick navigations (docs/behaviour.md §9)', () => {
    land(home);
    navigate(head({ title: 'Primera - Banco Azul' }));
    act(() => vi.advanceTimersByTime(5));
    navigate(head({ title: 'Segunda - Banco Azul' }));
    act(() => vi.advanceTimersByTime(9));
    expect(document.title).toBe('Inicio - Banco Azul');
    act(() => vi.advanceTimersByTime(1));
    expect(document.title).toBe('Segunda - Banco Azul');
  });
});
