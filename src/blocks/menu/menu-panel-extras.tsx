import { createContext, useContext } from 'react';
import type { Blok } from '../../content/blok';
import { MenuItems } from './menu-link';
import { HydrationBoundary } from '../parts/hydration-boundary';

/** A list of header links the header shows in its bar from 1200 px and hands to the menu panel below it. */
export interface PanelLinkList {
  label: string;
  items: readonly Blok[];
}

/**
 * The header's link bars (top links, secondary menu) that live in the main menu's panel below 1200 px
 * (docs/behaviour.md §2 "Layouts"), so that a phone's header stays one bar. Empty outside a header (the
 * /global/ preview, a main menu placed in a page).
 */
const MenuPanelExtrasContext = createContext<readonly PanelLinkList[]>([]);

export const MenuPanelExtrasProvider = MenuPanelExtrasContext.Provider;

/** The header's link lists inside the panel; hidden from 1200 px, where the header's own bars show them. */
export function MenuPanelExtras() {
  const lists = useContext(MenuPanelExtrasContext).filter((list) => list.items.length > 0);
  if (lists.length === 0) return null;
  return (
    <HydrationBoundary>
      <div className="main-menu-extras d-xl-none">
        {lists.map((list) => (
          <nav key={list.label} aria-label={list.label}>
            <ul className="main-menu-links">
              <MenuItems items={list.items} />
            </ul>
          </nav>
        ))}
      </div>
    </HydrationBoundary>
  );
}
