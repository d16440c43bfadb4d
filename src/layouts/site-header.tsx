import { MenuItems } from '../blocks/menu/menu-link';
import { Bloks } from '../blocks/parts/render-block';
import { site } from '../config/site';
import type { Blok } from '../content/blok';
import type { BlockOf } from '../content/schemas/registry';
import { withPrefix } from '../config/site-paths';

export type HeaderStyle = 'classic' | 'new';

type GlobalContent = BlockOf<'global'>;

function Logo({ global }: { global: GlobalContent | null }) {
  if (global && global.logo.length > 0) return <Bloks items={global.logo} />;
  return (
    <a className="site-logo fw-bold text-primary fs-4 text-decoration-none" href={withPrefix('/')}>
      {site.brand}
    </a>
  );
}

function LinkBar({ items, label, className }: { items: readonly Blok[]; label: string; className: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className="list-unstyled d-flex flex-wrap gap-3 m-0">
        <MenuItems items={items} />
      </ul>
    </nav>
  );
}

/**
 * The two headers (docs/behaviour.md §2 "Layouts"). Classic: a top bar of secondary links above the logo and main
 * menu, the secondary menu underneath. New: one sticky row with logo, secondary menu and main menu.
 */
export function SiteHeader({ global, style }: { global: GlobalContent | null; style: HeaderStyle }) {
  const top = global?.top_submenu ?? [];
  const secondary = global?.secondary_menu ?? [];
  const mainMenu = global?.main_menu ?? [];
  if (style === 'new') {
    return (
      <header className="site-header site-header--new sticky-top bg-white border-bottom">
        <div className="container-xxl d-flex align-items-center gap-3 py-2">
          <Logo global={global} />
          <LinkBar
            items={secondary}
            label="Secciones"
            className="secondary-menu d-none d-lg-block flex-grow-1"
          />
          <LinkBar items={top} label="Enlaces rápidos" className="top-submenu small d-none d-md-block" />
          <Bloks items={mainMenu} />
        </div>
      </header>
    );
  }
  return (
    <header className="site-header site-header--classic bg-white border-bottom">
      <LinkBar
        items={top}
        label="Enlaces rápidos"
        className="top-submenu small bg-light py-1 container-xxl"
      />
      <div className="container-xxl d-flex align-items-center justify-content-between gap-3 py-2">
        <Logo global={global} />
        <Bloks items={mainMenu} />
      </div>
      <LinkBar items={secondary} label="Secciones" className="secondary-menu container-xxl py-2" />
    </header>
  );
}
