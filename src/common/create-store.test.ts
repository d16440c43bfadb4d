import { describe, expect, it, vi } from 'vitest';
import { createStore } from './create-store';

describe('createStore', () => {
  it('keeps the value and tells each listener after every change, until it unsubscribes', () => {
    const store = createStore({ n: 0 });
    const first = vi.fn();
    const seen: number[] = [];
    const stopFirst = store.subscribe(first);
    store.subscribe(() => seen.push(store.getState().n));
    store.setState({ n: 1 });
    expect(first).toHaveBeenCalledTimes(1);
    stopFirst();
    store.setState({ n: 2 });
    expect(store.getState()).toEqual({ n: 2 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([1, 2]);
  });
});
