import { describe, expect, it, vi } from 'vitest';
import { createUiStore, initialUiState, stateForViewport } from './ui-store';

/** layout.mobileBreakpointPx (docs/behaviour.md §4). */
const breakpointPx = 1200;

describe('shared UI state', () => {
  it('starts closed and not mobile (docs/behaviour.md §3)', () => {
    expect(initialUiState).toEqual({ menu: { mobile: false, open: false } });
  });

  it('is closed and mobile below 1200 px, open and not mobile from 1200 px', () => {
    expect(stateForViewport(1199, breakpointPx)).toEqual({ menu: { mobile: true, open: false } });
    expect(stateForViewport(1200, breakpointPx)).toEqual({ menu: { mobile: false, open: true } });
  });

  it('toggles, sets open and sets mobile, notifying only on change', () => {
    const store = createUiStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.toggleMenu();
    expect(store.getState().menu.open).toBe(true);
    store.setMenuOpen(true);
    expect(listener).toHaveBeenCalledTimes(1);
    store.setMenuMobile(true);
    expect(store.getState()).toEqual({ menu: { mobile: true, open: true } });
    store.evaluateViewport(800, breakpointPx);
    expect(store.getState()).toEqual({ menu: { mobile: true, open: false } });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
