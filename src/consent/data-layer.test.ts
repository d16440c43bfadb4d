// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Window as HappyWindow } from 'happy-dom';
import { pushToDataLayer, siteDataLayer } from './data-layer';

/** A fresh browser window per test: the site keeps one data layer per window. */
function freshWindow(html = ''): Window {
  const win = new HappyWindow();
  win.document.body.innerHTML = html;
  return win as unknown as Window;
}

describe('site data layer', () => {
  it('creates window.dataLayer when missing and keeps pushing to it', () => {
    const win = freshWindow();
    pushToDataLayer({ event: 'a' }, win);
    pushToDataLayer({ event: 'b' }, win);
    expect(win.dataLayer).toEqual([{ event: 'a' }, { event: 'b' }]);
    expect(siteDataLayer(win)).toBe(win.dataLayer);
  });

  it('adopts a real array a tag-manager snippet made first', () => {
    const win = freshWindow();
    const existing = [{ event: 'earlier' }];
    win.dataLayer = existing;
    pushToDataLayer({ event: 'later' }, win);
    expect(existing).toEqual([{ event: 'earlier' }, { event: 'later' }]);
    expect(win.dataLayer).toBe(existing);
  });

  it('is not clobbered by elements named dataLayer', () => {
    const win = freshWindow('<a id="dataLayer">1</a><a id="dataLayer">2</a>');
    // The browser's named access on window hands out the elements.
    expect(Array.isArray(win.dataLayer)).toBe(false);
    pushToDataLayer({ event: 'cookie_consent' }, win);
    expect(win.dataLayer).toEqual([{ event: 'cookie_consent' }]);
    // Markup added later cannot take the name back: the own property hides it.
    win.document.body.insertAdjacentHTML(
      'beforeend',
      '<form name="dataLayer"></form><a id="dataLayer">3</a>',
    );
    pushToDataLayer({ event: 'page_view' }, win);
    expect(win.dataLayer).toEqual([{ event: 'cookie_consent' }, { event: 'page_view' }]);
  });

  it('keeps its own array when window.dataLayer is later set to something else', () => {
    const win = freshWindow();
    const layer = siteDataLayer(win);
    win.dataLayer = 'clobbered';
    pushToDataLayer({ event: 'x' }, win);
    expect(layer).toEqual([{ event: 'x' }]);
    expect(win.dataLayer).toBe(layer);
  });

  it('keeps recording when window.dataLayer is read-only and not an array', () => {
    const win = freshWindow();
    Object.defineProperty(win, 'dataLayer', { value: 'fixed', writable: false, configurable: false });
    pushToDataLayer({ event: 'a' }, win);
    pushToDataLayer({ event: 'b' }, win);
    expect(win.dataLayer).toBe('fixed');
    expect(siteDataLayer(win)).toEqual([{ event: 'a' }, { event: 'b' }]);
  });
});
