import type { ReactNode } from 'react';
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

/** A bar of header links; shown from 1200 px only (below it the same links are in the menu panel). */
function LinkBar({ items, label, className }: { items: readonly Blok[]; label: string; className: string }) {
  if (items.length === 0) return null;
  // Its first class (`top-submenu`, `secondary-menu`) names the bar.
  return (
    <HydrationBoundary>
      <nav aria-label={label} className={cx('d-none d-xl-block', className)}>
        <ul className="list-unstyled d-flex flex-wrap gap-3 m-0">
          <MenuItems items={items} />
        </ul>
      </nav>
    </HydrationBoundary>
  );
}

/**
 * The header's own controls beside the menu button (the search control goes here); nothing when there are
 * none, so the bar keeps its width for the logo and the menu button.
 */
function HeaderActions({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false) return null;
  return (
    <HydrationBoundary>
      <div className="site-header-actions d-flex align-items-center gap-2">{children}</div>
    </HydrationBoundary>
  );
}

/**
 * The two headers (docs/behaviour.md §2 "Layouts"). From 1200 px, classic: a top bar of secondary links above
 * the logo and main menu, the secondary menu underneath; new: one sticky row with logo, secondary menu and
 * main menu. Below 1200 px both are one bar (logo, `actions`, menu button) and the top links and the
 * secondary menu live in the menu panel.
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
  const panelLists: PanelLinkList[] = [
    { label: topLabel, items: top },
    { label: secondaryLabel, items: secondary },
  ];
  const menu = (
    <MenuPanelExtrasProvider value={panelLists}>
      <Bloks items={mainMenu} />
    </MenuPanelExtrasProvider>
  );
  // The header is one part of the page's hydration, and its bars and menu parts of it in turn
  // (docs/performance.md "Hydration in parts").
  if (style === 'new') {
    return (
      <HydrationBoundary>
        <header className="site-header site-header--new sticky-top bg-white border-bottom">
          <div className="site-header-bar container-xxl d-flex align-items-center gap-3 py-2">
            <Logo global={global} />
            <LinkBar items={secondary} label={secondaryLabel} className="secondary-menu flex-grow-1" />
            <LinkBar items={top} label={topLabel} className="top-submenu small" />
            <HeaderActions>
              <HeaderSearch />
              {actions}
            </HeaderActions>
            {menu}
          </div>
        </header>
      </HydrationBoundary>
    );
  }
  return (
    <HydrationBoundary>
      <header className="site-header site-header--classic bg-white border-bottom">
        <LinkBar items={top} label={topLabel} className="top-submenu small bg-light py-1 container-xxl" />
        <div className="site-header-bar container-xxl d-flex align-items-center gap-3 py-2">
          <Logo global={global} />
          <HeaderActions>
            <HeaderSearch />
            {actions}
          </HeaderActions>
          {menu}
        </div>
        <LinkBar items={secondary} label={secondaryLabel} className="secondary-menu container-xxl py-2" />
      </header>
    </HydrationBoundary>
  );
}
