// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAppLater } from './app-start';

function bootScript(): HTMLScriptElement {
  const script = document.createElement('script');
  script.dataset.entry = '/assets/entry-1.js';
  script.dataset.preloads = '/assets/react-2.js /assets/slider-3.js';
  script.dataset.global = '/assets/global-4.json';
  document.head.append(script);
  return script;
}

const started = () =>
  [
    ...document.head.querySelectorAll(
      'script[type="module"], link[rel="modulepreload"], link[rel="preload"]',
    ),
  ].map((element) => element.getAttribute('src') ?? element.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('startAppLater', () => {
  it('loads nothing until the page is idle, then the chunks and the entry, once', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    startAppLater(bootScript());
    // happy-dom's document has loaded already: the boot waits for idle time only.
    expect(started()).toEqual([]);
    idle.shift()?.();
    idle.shift()?.();
    expect(started()).toEqual([
      '/assets/react-2.js',
      '/assets/slider-3.js',
      '/assets/global-4.json',
      '/assets/entry-1.js',
    ]);
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('as')).toBe('fetch');
  });

  it('starts at once on the first input', () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    startAppLater(bootScript());
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(started()).toEqual([
      '/assets/react-2.js',
      '/assets/slider-3.js',
      '/assets/global-4.json',
      '/assets/entry-1.js',
    ]);
  });

  it('does nothing without an entry', () => {
    const script = document.createElement('script');
    startAppLater(script);
    window.dispatchEvent(new Event('keydown'));
    expect(started()).toEqual([]);
  });
});
