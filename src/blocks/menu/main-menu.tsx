import { domainTexts } from '../../config/site';
import { useCallback, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { MenuItems } from './menu-link';
import { MenuBarActions } from './menu-bar-actions';
import { MenuPanelExtras } from './menu-panel-extras';
import { Bloks } from '../parts/render-block';
import { useFocusTrap } from './use-focus-trap';
import { useUiState, useUiStore } from '../parts/ui-state';
import { HydrationBoundary } from '../parts/hydration-boundary';

export const mainMenuLabel = domainTexts.mainMenu;
export const mainMenuPanelId = 'main-menu-panel';
/** Body class that blocks page scrolling while the mobile menu is open (docs/behaviour.md §4). */
export const menuOpenBodyClass = 'main-menu-open';

/**
 * Main menu (docs/behaviour.md §2, §4): below 1200 px a button opens a slide-in panel (focus trapped, Escape closes
 * and returns focus to the button, page scrolling blocked, choosing a link closes it); from 1200 px the
 * menu is open and shown in the header. In the document the panel comes first, then the header's controls,
 * then the button: the order of the row at both sizes (menu-bar-actions.tsx).
 */
export function MainMenuBlock({ blok }: { blok: BlockOf<'main_menu'> }) {
  const { menu } = useUiState();
  const store = useUiStore();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const modal = menu.mobile && menu.open;

  const close = useCallback(() => {
    store.setMenuOpen(false);
    button.current?.focus();
  }, [store]);
  useFocusTrap(panel, modal, close);

  useEffect(() => {
    document.body.classList.toggle(menuOpenBodyClass, modal);
    if (modal) panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    return () => document.body.classList.remove(menuOpenBodyClass);
  }, [modal]);

  // The panel's contents do not change with its state: opening, closing or crossing 1200 px re-renders the
  // panel, not its fifty links.
  // The links are one part of the page's hydration, whole in the memo so that a render of the panel does not
  // hydrate them early while they wait (docs/performance.md "Hydration in parts").
  const links = useMemo(
    () => (
      <HydrationBoundary>
        <nav aria-label={mainMenuLabel}>
          <ul className="main-menu-links">
            <MenuItems items={blok.links} />
          </ul>
        </nav>
      </HydrationBoundary>
    ),
    [blok.links],
  );
  const extras = useMemo(() => <MenuPanelExtras />, []);

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (menu.mobile && (event.target as Element).closest('a[href]')) store.setMenuOpen(false);
  };

  return (
    <div className={cx('main-menu', menu.open && 'is-open', menu.mobile && 'is-mobile', blok.classes)}>
      {modal && <div className="main-menu-backdrop d-xl-none" aria-hidden="true" onClick={close} />}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- delegated: a link chosen by keyboard fires click too */}
      <div
        ref={panel}
        id={mainMenuPanelId}
        className="main-menu-panel"
        role={modal ? 'dialog' : undefined}
        aria-modal={modal || undefined}
        aria-label={mainMenuLabel}
        onClick={onPanelClick}
      >
        {modal && (
          <button
            type="button"
            className="btn-close main-menu-close"
            aria-label="Cerrar menú"
            onClick={close}
          />
        )}
        {blok.show_header && blok.header.length > 0 && (
          <div className="main-menu-header">
            <Bloks items={blok.header} />
          </div>
        )}
        {links}
        {extras}
        {blok.show_footer && blok.footer.length > 0 && (
          <div className="main-menu-footer">
            <Bloks items={blok.footer} />
          </div>
        )}
      </div>
      <MenuBarActions />
      <button
        ref={button}
        type="button"
        className="main-menu-toggle btn btn-outline-primary d-xl-none"
        aria-expanded={menu.open}
        aria-controls={mainMenuPanelId}
        onClick={() => store.toggleMenu()}
      >
        <span className="main-menu-bars" aria-hidden="true" />
        {/* Visually hidden on phones (the button's name stays), so the header is one bar. */}
        <span className="main-menu-label">{mainMenuLabel}</span>
      </button>
    </div>
  );
}
