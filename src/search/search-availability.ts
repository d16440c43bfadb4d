import { createContext, useContext } from 'react';

/**
 * Whether this render may offer the site search: yes on the public pages, no in the editor's preview
 * (src/editor/preview-screen.tsx), whose drafts are not in the index and which searches nothing.
 */
export const SiteSearchAvailable = createContext(true);

export function useSiteSearchAvailable(): boolean {
  return useContext(SiteSearchAvailable);
}
