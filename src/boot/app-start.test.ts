// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAppLater } from './app-start';

function bootScript(): HTMLScriptElement {
  const script = document.createElement('script');
  script.dataset.entry = '/assets/entry-1.js';
  script.dataset.preloads = '/assets/react-2.js /assets/slider-3.js';
  script.dataset.global = '/assets/global-4.json';
  return script;
}

/** What the boot script has asked the browser for (the elements it added to <head>). */
let added: string[] = [];
const appStart = ['/assets/react-2.js', '/assets/slider-3.js', '/assets/global-4.json', '/assets/entry-1.js'];

beforeEach(() => {
  vi.useFakeTimers();
  added = [];
  // Recorded instead of appended: happy-dom would try to load them.
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof Element) added.push(node.getAttribute('src') ?? node.getAttribute('href') ?? '');
    }
  });
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => setTimeout(() => frame(0), 16));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('startAppLater', () => {
  it('loads nothing until the page has painted and the browser is idle, then everything, once', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    // happy-dom's document has loaded already: the boot waits for a painted frame, then idle time.
    startAppLater(bootScript());
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(idle).toHaveLength(1);
    expect(added).toEqual([]);
    idle.shift()?.();
    expect(added).toEqual(appStart);
    const preload = vi
      .mocked(document.head.append)
      .mock.calls.flat()
      .find((node) => node instanceof HTMLLinkElement && node.rel === 'preload') as HTMLLinkElement;
    expect([preload.as, preload.crossOrigin]).toEqual(['fetch', 'anonymous']);
  });

  it('starts anyway when no frame is painted (a hidden tab)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 0));
    startAppLater(bootScript());
    await vi.advanceTimersByTimeAsync(1000);
    expect(added).toEqual([]);
    await vi.advanceTimersByTimeAsync(600);
    expect(added).toEqual(appStart);
  });

  it('starts at once on the first input, and only once', async () => {
    vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 0));
    startAppLater(bootScript());
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(added).toEqual(appStart);
    await vi.advanceTimersByTimeAsync(3000);
    expect(added).toEqual(appStart);
  });

  it('does nothing without an entry', async () => {
    startAppLater(document.createElement('script'));
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(added).toEqual([]);
  });
});
