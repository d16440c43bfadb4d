import { createContext, useContext } from 'react';

/**
 * Route path (`/a/b/`, no prefix) of the page being shown, for links whose target or look depends on
 * where they are (a button's `append` and `exact`). The same value at build time and in the browser,
 * so prerendered links hydrate unchanged.
 */
export const CurrentPathContext = createContext<string | null>(null);

/** null outside a page (a block rendered on its own): no link is then marked active. */
export function useCurrentPath(): string | null {
  return useContext(CurrentPathContext);
}
