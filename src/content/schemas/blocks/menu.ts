/** Menus and the global story (docs/behaviour.md §3 Menu link, Main menu, Page regions; §2 "Layouts"). */
import { asset } from '../asset';
import { defineBlock } from '../define-block';
import { blokList, bool, option, text } from '../fields';
import { link } from '../link';
import { searchPinBlock, searchSynonymBlock } from './search-rules';

export const menuLinkBlock = defineBlock('menu_link', {
  text: text(),
  /** A short figure shown beside the text (a count or a phone extension), as editors use it. */
  number: text(),
  target: option(['_self', '_blank'] as const),
  to: link(),
  image: asset(),
  isSubmenu: bool(),
  submenu: blokList,
  onlyMobile: bool(),
  classes: text(),
});

export const mainMenuBlock = defineBlock('main_menu', {
  links: blokList,
  header: blokList,
  footer: blokList,
  show_header: bool(),
  show_footer: bool(),
  classes: text(),
});

/** Root of the `global` story: the regions every layout shows around a page. */
export const globalBlock = defineBlock('global', {
  logo: blokList,
  top_submenu: blokList,
  main_menu: blokList,
  secondary_menu: blokList,
  footer: blokList,
  /** The header's way into online banking: one `menu_link`, shown as a button beside 'Buscar' (issue 33). */
  online_banking: blokList,
  /** The one site-wide notice that names, figures and rates are sample data, shown once on every page. */
  demo_notice: text(),
  /** The customer-service phone, as visitors read it (+503 2555-0100); every page that shows it reads it here. */
  contact_phone: text(),
  /** The customer-service phone's hours, in the site's one time format (24-hour, 07:00–19:00). */
  contact_hours: text(),
  /** The customer-service email address. */
  contact_email: text(),
  /** The bank's social profiles (one `social_links` block), for the `contact_details` block. */
  social_links: blokList,
  /** The site search's synonyms (`search_synonym` entries; issue 31). */
  search_synonyms: blokList,
  /** Results shown first for a query (`search_pin` entries). */
  search_pins: blokList,
});

export const menuBlocks = {
  menu_link: menuLinkBlock,
  main_menu: mainMenuBlock,
  global: globalBlock,
  search_synonym: searchSynonymBlock,
  search_pin: searchPinBlock,
} as const;
