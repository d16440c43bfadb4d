// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPrefetcher } from './prefetch';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** Stands in for the browser's observer: the test decides when a link becomes visible. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(...elements: Element[]) {
    this.callback(elements.map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 })));
  }
}

function links(...hrefs: string[]): HTMLAnchorElement[] {
  return hrefs.map((href) => {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = href;
    document.body.append(a);
    return a;
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** Idle at once: the 250 ms delay alone decides. */
const now = (work: () => void) => work();

describe('viewport prefetch (docs/behaviour.md §2, §9)', () => {
  it('observes with rootMargin 20px and threshold 0.1, and loads a visible link after 250 ms, once', async () => {
    const load = vi.fn(() => Promise.resolve());
    const [a, b] = links('/banca-personas/', '/banca-personas/');
    createPrefetcher({ load, whenIdle: now }).start(document.body);
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.options).toEqual({ rootMargin: '20px', threshold: 0.1 });
    observer.show(a as Element, b as Element);
    await vi.advanceTimersByTimeAsync(249);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load.mock.calls).toEqual([['/assets/data/banca-personas/index.json']]);
  });

  it('skips a page whose links all left the page before its turn, and keeps one that still has a link', async () => {
    const load = vi.fn(() => Promise.resolve());
    const [gone, kept, keptTwin] = links('/no-existe/', '/banca-personas/', '/banca-personas/');
    createPrefetcher({ load, whenIdle: now }).start(document.body);
    const observer = FakeObserver.last as FakeObserver;
    observer.show(gone as Element, kept as Element, keptTwin as Element);
    // A navigation replaces the content: the first link to each page goes.
    gone?.remove();
    kept?.remove();
    await vi.advanceTimersByTimeAsync(250);
    expect(load.mock.calls).toEqual([['/assets/data/banca-personas/index.json']]);
  });

  it('watches only links the router would catch, including links added later', async () => {
    links('/a/', 'https://example.org/', '/tarifario.pdf', 'mailto:x@example.com');
    createPrefetcher({ load: () => Promise.resolve() }).start(document.body);
    const observer = FakeObserver.last as FakeObserver;
    expect([...observer.observed].map((a) => a.getAttribute('href'))).toEqual(['/a/']);
    links('/b/');
    await vi.advanceTimersByTimeAsync(0);
    expect([...observer.observed].map((a) => a.getAttribute('href'))).toEqual(['/a/', '/b/']);
  });

  it('caps concurrent loads and swallows failures', async () => {
    const pending: Array<(ok: boolean) => void> = [];
    const load = vi.fn(
      () =>
        new Promise<void>((resolve, reject) =>
          pending.push((ok) => (ok ? resolve() : reject(new Error('x')))),
        ),
    );
    const anchors = links('/a/', '/b/', '/c/');
    createPrefetcher({ load, maxConcurrent: 2, whenIdle: now }).start(document.body);
    (FakeObserver.last as FakeObserver).show(...anchors);
    await vi.advanceTimersByTimeAsync(250);
    expect(load).toHaveBeenCalledTimes(2);
    pending[0]?.(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('after the delay, waits for the browser to be idle', async () => {
    const load = vi.fn(() => Promise.resolve());
    const idle: Array<() => void> = [];
    const [a] = links('/a/');
    createPrefetcher({ load, whenIdle: (work) => idle.push(work) }).start(document.body);
    (FakeObserver.last as FakeObserver).show(a as Element);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).not.toHaveBeenCalled();
    idle.shift()?.();
    expect(load.mock.calls).toEqual([['/assets/data/a/index.json']]);
  });

  it('warms a link at once when the visitor points at, touches or focuses it, and only once', async () => {
    const load = vi.fn(() => Promise.resolve());
    const [a, b, c] = links('/a/', '/b/', '/c/');
    createPrefetcher({ load, whenIdle: () => undefined }).start(document.body);
    (FakeObserver.last as FakeObserver).show(a as Element);
    a?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    b?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    c?.dispatchEvent(new Event('focusin', { bubbles: true }));
    a?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(load.mock.calls).toEqual([
      ['/assets/data/a/index.json'],
      ['/assets/data/b/index.json'],
      ['/assets/data/c/index.json'],
    ]);
  });

  it('does nothing when the visitor asks to save data', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    links('/a/');
    createPrefetcher({ load: vi.fn() }).start(document.body);
    expect(FakeObserver.last?.observed.size ?? 0).toBe(0);
  });
});
