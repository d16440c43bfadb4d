/**
 * Keeps Tab inside a dialog by wrapping from the last control to the first and back. react-bootstrap's
 * Modal only pulls focus back once it has landed outside, so Tab from the last button would first
 * reach the document body (and the browser's own UI).
 */
import type { KeyboardEvent } from 'react';

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

export function wrapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = event.currentTarget.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
