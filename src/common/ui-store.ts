/**
 * Shared UI state (docs/behaviour.md §3 "Shared UI state", §4 "Menu"): `ui.menu.mobile` and `ui.menu.open`, both
 * false at first (the server cannot know the viewport). Below 1200 px the menu is closed and mobile;
 * at 1200 px or wider it is open and not mobile; the viewport is re-evaluated on resize. The breakpoint
 * is the caller's (layout.mobileBreakpointPx in src/config/site.ts).
 */
import { createStore } from './create-store';

export interface UiState {
  menu: { mobile: boolean; open: boolean };
}

export const initialUiState: UiState = { menu: { mobile: false, open: false } };

export function stateForViewport(widthPx: number, breakpointPx: number): UiState {
  const mobile = widthPx < breakpointPx;
  return { menu: { mobile, open: !mobile } };
}

export function createUiStore(initial: UiState = initialUiState) {
  const store = createStore(initial);
  const set = (next: UiState) => {
    const { menu } = store.getState();
    if (next.menu.mobile === menu.mobile && next.menu.open === menu.open) return;
    store.setState(next);
  };
  const menu = () => store.getState().menu;
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    toggleMenu: () => set({ menu: { ...menu(), open: !menu().open } }),
    setMenuOpen: (open: boolean) => set({ menu: { ...menu(), open } }),
    setMenuMobile: (mobile: boolean) => set({ menu: { ...menu(), mobile } }),
    /** Applies the viewport rule; called on start and on every breakpoint crossing. */
    evaluateViewport: (widthPx: number, breakpointPx: number) => set(stateForViewport(widthPx, breakpointPx)),
  };
}

export type UiStore = ReturnType<typeof createUiStore>;
