import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { layout, timing } from '../../config/site';
import { createUiStore, initialUiState, type UiStore } from '../../common/ui-store';

const UiStoreContext = createContext<UiStore | null>(null);

/** Provides the shared UI state and keeps it in step with the viewport (docs/behaviour.md §4 "Menu"). */
export function UiStateProvider({ children, store }: { children: ReactNode; store?: UiStore }) {
  const [ui] = useState(() => store ?? createUiStore());
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${layout.mobileBreakpointPx}px)`);
    const evaluate = () => ui.evaluateViewport(window.innerWidth, layout.mobileBreakpointPx);
    evaluate();
    query.addEventListener('change', evaluate);
    return () => query.removeEventListener('change', evaluate);
  }, [ui]);
  return <UiStoreContext.Provider value={ui}>{children}</UiStoreContext.Provider>;
}

const fallbackStore = createUiStore();

export function useUiStore(): UiStore {
  return useContext(UiStoreContext) ?? fallbackStore;
}

export function useUiState() {
  const store = useUiStore();
  return useSyncExternalStore(store.subscribe, store.getState, () => initialUiState);
}

/** The layout loading flag (docs/behaviour.md §4): true on mount, cleared 750 ms later. */
export function useLayoutLoading(delayMs: number = timing.layoutLoadingDelayMs): boolean {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return loading;
}
