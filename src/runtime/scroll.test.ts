// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyScroll } from './scroll';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

function spyScrolls() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const intoView = vi.fn();
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
    intoView(this.id);
  });
  return { scrollTo, intoView };
}

describe('applyScroll (docs/behaviour.md §2)', () => {
  it('restores a saved position on back/forward', () => {
    const { scrollTo, intoView } = spyScrolls();
    applyScroll({ x: 0, y: 640 }, '#ayuda');
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 640, behavior: 'instant' });
    expect(intoView).not.toHaveBeenCalled();
  });

  it('goes to the top of a new page', () => {
    const { scrollTo } = spyScrolls();
    applyScroll(undefined, '');
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 0, behavior: 'instant' });
  });

  it('scrolls a hash target into view (the browser applies its scroll-margin-top)', () => {
    const { intoView } = spyScrolls();
    document.body.innerHTML = '<section id="tasas.2024">x</section>';
    applyScroll(undefined, '#tasas.2024');
    expect(intoView).toHaveBeenCalledWith('tasas.2024');
  });

  it('retries until a late-rendered target exists, and gives up when the visitor moved on', async () => {
    const { intoView } = spyScrolls();
    window.history.replaceState(null, '', '/#tarde');
    applyScroll(undefined, '#tarde');
    expect(intoView).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    document.body.innerHTML = '<div id="tarde">late</div>';
    await vi.waitFor(() => expect(intoView).toHaveBeenCalledWith('tarde'));

    intoView.mockClear();
    window.history.replaceState(null, '', '/#nunca');
    applyScroll(undefined, '#nunca');
    window.history.replaceState(null, '', '/otra/');
    document.body.innerHTML = '<div id="nunca">too late</div>';
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(intoView).not.toHaveBeenCalled();
  });
});
