import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import type { Blok } from '../../content/blok';
import { resolveLink } from '../../content/links';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { imageSrc } from '../../content/image-src';
import { SiteLink } from '../parts/link';
import { Block } from '../parts/render-block';
import { HydrationBoundary } from '../parts/hydration-boundary';

type MenuLink = BlockOf<'menu_link'>;

function Label({ blok }: { blok: MenuLink }) {
  const icon = imageSrc(blok.image.filename);
  return (
    <>
      {icon && <img src={icon} alt="" className="menu-link-icon" width={20} height={20} />}
      <span>{blok.text}</span>
      {blok.number && <span className="badge rounded-pill text-bg-light ms-1">{blok.number}</span>}
    </>
  );
}

/**
 * A submenu, the WAI-ARIA disclosure navigation pattern (docs/behaviour.md §4;
 * https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/): a button that opens
 * a list of links. Focus leaving it closes it, Escape closes it and gives the focus back to its button, an
 * outside click closes it (issue 40: a dropdown stayed open over the hero after Tab left it).
 */
function Submenu({ blok }: { blok: MenuLink }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape with the focus elsewhere (opened by a pointer, then the page was used) closes it in place.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('click', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const onKeyDown = (event: ReactKeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // This submenu's Escape only: the menu panel around it (below 1200 px) closes on the next one.
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: ReactFocusEvent<HTMLLIElement>) => {
    // Focus gone to another control outside (Tab, Shift+Tab); a click on the page is the pointer's case.
    const next = event.relatedTarget;
    if (open && next && !root.current?.contains(next)) setOpen(false);
  };
  // A submenu is one part of the page's hydration (docs/performance.md "Hydration in parts"): the main menu
  // holds most of the header's elements.
  return (
    <HydrationBoundary>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and focus leaving, for the controls inside */}
      <li
        ref={root}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className={cx(
          'menu-item has-submenu',
          open && 'is-open',
          blok.onlyMobile && 'd-xl-none',
          blok.classes,
        )}
      >
        <button
          ref={button}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          <Label blok={blok} />
        </button>
        <ul id={id} className="submenu" hidden={!open}>
          <MenuItems items={blok.submenu} />
        </ul>
      </li>
    </HydrationBoundary>
  );
}

/** Menu entries; a block other than a menu link (a button, a text) gets its own list item. */
export function MenuItems({ items }: { items: readonly Blok[] }) {
  return (
    <>
      {items.map((item) =>
        item.component === 'menu_link' ? (
          <MenuLinkBlock key={item._uid} blok={item as MenuLink} />
        ) : (
          <li key={item._uid} className="menu-item">
            <Block blok={item} />
          </li>
        ),
      )}
    </>
  );
}

/** A menu entry (docs/behaviour.md §3 Menu link); `onlyMobile` entries show below 1200 px only. */
export function MenuLinkBlock({ blok }: { blok: MenuLink }) {
  if (blok.isSubmenu || blok.submenu.length > 0) return <Submenu blok={blok} />;
  const link = resolveLink(blok.to);
  return (
    <li className={cx('menu-item', blok.onlyMobile && 'd-xl-none', blok.classes)}>
      {link ? (
        <SiteLink link={link} target={blok.target} className="menu-link">
          <Label blok={blok} />
        </SiteLink>
      ) : (
        <span className="menu-link">
          <Label blok={blok} />
        </span>
      )}
    </li>
  );
}
