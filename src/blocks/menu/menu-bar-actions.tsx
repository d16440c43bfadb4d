import { createContext, useContext, type ReactNode } from 'react';

/**
 * The header's own controls ('Buscar', the online-banking link), which the main menu places between its
 * links and its button: from 1200 px the links come first and the controls after them, below it the
 * controls and then the menu button. Placed there in the document, not by CSS order, so that Tab follows
 * what the eye reads at every width (issue 40; WCAG 2.4.3). None outside a header (the /global/ preview).
 */
const MenuBarActionsContext = createContext<ReactNode>(null);

export const MenuBarActionsProvider = MenuBarActionsContext.Provider;

export function MenuBarActions() {
  return useContext(MenuBarActionsContext);
}
