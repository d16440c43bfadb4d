/**
 * Shared UI state (docs/behaviour.md §3 "Shared UI state", §4 "Menu"): `ui.menu.mobile` and `ui.menu.open`, both
 * false at first (the server cannot know the viewport). Below 1200 px the menu is closed and mobile;
 * at 1200 px or wider it is open and not mobile; the viewport is re-evaluated on resize.
 */
import { layout } from '../config/site';

export interface UiState {
  menu: { mobile: boolean; open: boolean };
}

export const initialUiState: UiState = { menu: { mobile: false, open: false } };

export function stateForViewport(widthPx: number, breakpointPx: number = layout.mobileBreakpointPx): UiState {
  const mobile = widthPx < breakpointPx;
  return { menu: { mobile, open: !mobile } };
}

export function createUiStore(initial: UiState = initialUiState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: UiState) => {
    if (next.menu.mobile === state.menu.mobile && next.menu.open === state.menu.open) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: (): UiState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggleMenu: () => set({ menu: { ...state.menu, open: !state.menu.open } }),
    setMenuOpen: (open: boolean) => set({ menu: { ...state.menu, open } }),
    setMenuMobile: (mobile: boolean) => set({ menu: { ...state.menu, mobile } }),
    /** Applies the viewport rule; called on start and on every breakpoint crossing. */
    evaluateViewport: (widthPx: number) => set(stateForViewport(widthPx)),
  };
}

export type UiStore = ReturnType<typeof createUiStore>;
