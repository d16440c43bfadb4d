// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wrapTab } from './focus-wrap';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup() {
  // happy-dom lays nothing out: every element counts as rendered except those under [hidden].
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    return (this.closest('[hidden]') ? [] : [{}]) as unknown as DOMRectList;
  });
  render(
    // Stands in for the Modal's dialog element, which gets the handler through react-bootstrap's props.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div role="dialog" aria-label="Prueba" onKeyDown={wrapTab}>
      <a href="/privacidad-de-datos/">primero</a>
      <div hidden>
        <button type="button">oculto</button>
      </div>
      <button type="button">medio</button>
      <button type="button">último</button>
    </div>,
  );
}

describe('wrapTab', () => {
  it('Tab on the last control moves to the first', () => {
    setup();
    screen.getByText('último').focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(document.activeElement?.textContent).toBe('primero');
  });

  it('Shift+Tab on the first control moves to the last visible one', () => {
    setup();
    screen.getByText('primero').focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement?.textContent).toBe('último');
  });

  it('leaves Tab in the middle, and other keys, to the browser', () => {
    setup();
    screen.getByText('medio').focus();
    const tab = fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    const enter = fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect([tab, enter]).toEqual([true, true]);
    expect(document.activeElement?.textContent).toBe('medio');
  });
});
