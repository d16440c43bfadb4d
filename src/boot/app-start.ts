/**
 * Starts the application after the page has painted (docs/performance.md): the entry module and its chunks
 * are requested once the page has loaded, painted it (after-paint.ts) and the browser is idle, or at the
 * visitor's first input, so no script download competes with the first paint or the largest one. The boot script's own element names
 * what to load: `data-entry` (the entry module), `data-preloads` (its chunks and the page's blocks) and
 * `data-global` (the global content the app hydrates with, fetched alongside).
 */
import { afterPaint } from './after-paint';
import { appendModulePreload } from './module-preload-link';

/** Input that means the visitor wants the page to respond now. */
const inputEvents = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Idle time after load, but never later than this: a busy page still starts. */
const idleTimeoutMs = 2000;

export function startAppLater(script: HTMLScriptElement, doc: Document = document): void {
  const entry = script.dataset.entry;
  if (!entry) return;
  const preloads = (script.dataset.preloads ?? '').split(' ').filter(Boolean);
  const win = doc.defaultView ?? window;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of inputEvents) win.removeEventListener(type, start, true);
    // The chunks in parallel with the entry, instead of one round trip per import level.
    for (const href of preloads) appendModulePreload(href, doc);
    const global = script.dataset.global;
    if (global) {
      // Matches the app's fetch() (CORS mode, same-origin credentials), so the preload answers it.
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = global;
      doc.head.append(link);
    }
    const module = doc.createElement('script');
    module.type = 'module';
    module.src = entry;
    doc.head.append(module);
  };
  for (const type of inputEvents) win.addEventListener(type, start, { capture: true, passive: true });
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(start, { timeout: idleTimeoutMs });
    else win.setTimeout(start, 0);
  };
  const afterLoad = () => afterPaint(win, whenIdle);
  if (doc.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
