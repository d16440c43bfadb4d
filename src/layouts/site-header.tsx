import type { ReactNode } from 'react';
import { MenuBarActionsProvider } from '../blocks/menu/menu-bar-actions';
import { MenuItems } from '../blocks/menu/menu-link';
import { MenuPanelExtrasProvider, type PanelLinkList } from '../blocks/menu/menu-panel-extras';
import { Bloks } from '../blocks/parts/render-block';
import { site } from '../config/site';
import type { Blok } from '../content/blok';
import type { BlockOf } from '../content/schemas/registry';
import { cx } from '../common/class-names';
import { withPrefix } from '../config/site-paths';
import { HeaderSearch } from '../search/header-search';
import { HydrationBoundary } from '../blocks/parts/hydration-boundary';
import { OnlineBankingLink } from './online-banking-link';

export type HeaderStyle = 'classic' | 'new';

type GlobalContent = BlockOf<'global'>;

const topLabel = 'Enlaces rápidos';
const secondaryLabel = 'Secciones';

function Logo({ global }: { global: GlobalContent | null }) {
  if (global && global.logo.length > 0) return <Bloks items={global.logo} />;
  return (
    <a className="site-logo fw-bold text-primary fs-4 text-decoration-none" href={withPrefix('/')}>
      {site.brand}
    </a>
  );
}

/** A list of header links in the slim top row (from 1200 px; below it the same links are in the menu panel). */
function LinkBar({ items, label, className }: { items: readonly Blok[]; label: string; className: string }) {
  if (items.length === 0) return null;
  // Its first class (`top-submenu`, `secondary-menu`) names the list.
  return (
    <HydrationBoundary>
      <nav aria-label={label} className={className}>
        <ul className="list-unstyled d-flex flex-nowrap m-0">
          <MenuItems items={items} />
        </ul>
      </nav>
    </HydrationBoundary>
  );
}

/**
 * The header's own controls beside the menu button: 'Buscar' and the prominent online-banking link; nothing
 * when there are none, so the bar keeps its width for the logo and the menu button.
 */
function HeaderActions({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false) return null;
  return (
    <HydrationBoundary>
      <div className="site-header-actions d-flex align-items-center">{children}</div>
    </HydrationBoundary>
  );
}

/**
 * The two headers (docs/behaviour.md §2 "Layouts"), two rows at most. From 1200 px a slim top row holds the
 * secondary menu (the segments) and the top links (utility pages); the main row holds the logo, the main menu,
 * 'Buscar' and the online-banking link. Below 1200 px both are one bar (logo, 'Buscar', online banking, the
 * menu button) and the top links and the secondary menu live in the menu panel. The document has them in
 * the order they are seen at each width, so Tab follows it: the controls sit inside the main menu, between
 * its links and its button. The new header stays at the
 * top of the window as the page scrolls.
 */
export function SiteHeader({
  global,
  style,
  actions,
}: {
  global: GlobalContent | null;
  style: HeaderStyle;
  /** Header controls beside the menu button, e.g. the search control. */
  actions?: ReactNode;
}) {
  const top = global?.top_submenu ?? [];
  const secondary = global?.secondary_menu ?? [];
  const mainMenu = global?.main_menu ?? [];
  // The main menu places the controls between its links and its button (menu-bar-actions.tsx); with no
  // main menu they follow the logo.
  const hasMainMenu = mainMenu.some((block) => block.component === 'main_menu');
  const headerActions = (
    <HeaderActions>
      <HeaderSearch />
      {global && <OnlineBankingLink items={global.online_banking} />}
      {actions}
    </HeaderActions>
  );
  const panelLists: PanelLinkList[] = [
    { label: topLabel, items: top },
    { label: secondaryLabel, items: secondary },
  ];
  // The header is one part of the page's hydration, and its bars and menu parts of it in turn
  // (docs/performance.md "Hydration in parts").
  return (
    <HydrationBoundary>
      <header
        className={cx(
          'site-header bg-white border-bottom',
          `site-header--${style}`,
          style === 'new' && 'sticky-top',
        )}
      >
        {(top.length > 0 || secondary.length > 0) && (
          <div className="site-header-top d-none d-xl-block">
            <div className="container-xxl d-flex align-items-center justify-content-between">
              <LinkBar items={secondary} label={secondaryLabel} className="secondary-menu" />
              <LinkBar items={top} label={topLabel} className="top-submenu ms-auto" />
            </div>
          </div>
        )}
        <div className="site-header-bar container-xxl d-flex align-items-center">
          <Logo global={global} />
          {!hasMainMenu && headerActions}
          <MenuPanelExtrasProvider value={panelLists}>
            <MenuBarActionsProvider value={hasMainMenu ? headerActions : null}>
              <Bloks items={mainMenu} />
            </MenuBarActionsProvider>
          </MenuPanelExtrasProvider>
        </div>
      </header>
    </HydrationBoundary>
  );
}
