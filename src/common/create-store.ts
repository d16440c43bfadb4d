/**
 * The subscribe/notify core of the site's small external stores (UI state, consent, router): a current
 * value, listeners told after each change, in the shape React's useSyncExternalStore reads.
 */
export interface Store<T> {
  getState: () => T;
  subscribe: (listener: () => void) => () => void;
}

export interface StoreCore<T> extends Store<T> {
  /** Replaces the value and tells every listener. */
  setState: (next: T) => void;
}

export function createStore<T>(initial: T): StoreCore<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState(next) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
}
