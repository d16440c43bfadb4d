import { useExternalStore } from '../parts/use-external-store';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup, true from the next render on (and
 * at once on a page rendered in the browser): what only works with JavaScript appears after hydration, so the
 * markup matches and a page without JavaScript keeps the plain content.
 */
export function useHydrated(): boolean {
  return useExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
