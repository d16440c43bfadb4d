/**
 * Where the focus went, in order: a test that expects the focus somewhere says, when it is not there, which
 * elements took it and when (a failure seen once under load named no cause).
 */
import type { Page } from 'playwright-core';

interface TrailWindow {
  __focusTrail?: string[];
}

/**
 * The page's part, as plain JavaScript: a function handed to `addInitScript` is sent as its source, and the
 * TypeScript transform may wrap its inner functions in a naming helper the page does not have.
 */
const recorder = `(() => {
  const trail = [];
  window.__focusTrail = trail;
  const start = performance.now();
  const describe = (target) => {
    if (!(target instanceof Element)) return String(target);
    const id = target.id ? '#' + target.id : '';
    const classes = [...target.classList].slice(0, 3).map((c) => '.' + c).join('');
    const label = target.getAttribute('aria-label');
    return target.tagName.toLowerCase() + id + classes + (label ? '[' + label + ']' : '');
  };
  const at = () => Math.round(performance.now() - start) + ' ms ';
  document.addEventListener('focusin', (event) => trail.push(at() + describe(event.target)), true);
  document.addEventListener(
    'focusout',
    (event) => trail.push(at() + 'left ' + describe(event.target) + ' for ' + describe(event.relatedTarget)),
    true,
  );
})();`;

/** Starts recording every focus move of the documents the page loads after this call (before `page.goto`). */
export async function recordFocusTrail(page: Page): Promise<void> {
  await page.addInitScript({ content: recorder });
}

/** The recorded focus moves, one per line, and where the focus is now. */
export async function focusTrail(page: Page): Promise<string> {
  return page.evaluate(() => {
    const trail = (window as unknown as TrailWindow).__focusTrail ?? ['(no trail recorded)'];
    const active = document.activeElement;
    const now = active ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}` : 'none';
    return [...trail, `now: ${now}`].join('\n');
  });
}
