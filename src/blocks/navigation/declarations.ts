import type { navigationBlocks } from '../../content/schemas/blocks/navigation';
import { eager, lazy, type BlockDeclarations } from '../registry/declare';
import { ContactDetailsBlock } from './contact-details';
import { LinkListBlock } from './link-list';
import { LinkListItemBlock } from './link-list-item';
import { SiteLogoBlock } from './site-logo';

/** Links, lists, media and small navigation pieces: each block once (registry/declare.ts says what eager and lazy mean). */
export const navigationDeclarations: BlockDeclarations<keyof typeof navigationBlocks> = {
  generic_block: lazy(() => import('./generic-block').then((m) => m.GenericBlock)),
  button_group: lazy(() => import('./button-group').then((m) => m.ButtonGroupBlock)),
  link_list: eager(LinkListBlock),
  link_list_item: eager(LinkListItemBlock),
  banking_links: lazy(() => import('./banking-links').then((m) => m.BankingLinksBlock)),
  scroll_spy: lazy(() => import('./scroll-spy').then((m) => m.ScrollSpyBlock)),
  scroll_spy_link: lazy(() => import('./scroll-spy-link').then((m) => m.ScrollSpyLinkBlock)),
  iframe: lazy(() => import('./iframe').then((m) => m.IframeBlock)),
  video: lazy(() => import('./video').then((m) => m.VideoBlock)),
  local_video: lazy(() => import('./local-video').then((m) => m.LocalVideoBlock)),
  icon: lazy(() => import('./icon').then((m) => m.IconBlock)),
  icon_link_page: lazy(() => import('./icon-link-page').then((m) => m.IconLinkPageBlock)),
  raw_html: lazy(() => import('./raw-html').then((m) => m.RawHtmlBlock)),
  linked_element: lazy(() => import('./linked-element').then((m) => m.LinkedElementBlock)),
  site_logo: eager(SiteLogoBlock),
  social_links: lazy(() => import('./social-links').then((m) => m.SocialLinksBlock)),
  social_link: lazy(() => import('./social-link').then((m) => m.SocialLinkBlock)),
  telephone: lazy(() => import('./telephone').then((m) => m.TelephoneBlock)),
  // In the footer of every page.
  contact_details: eager(ContactDetailsBlock),
  search_form: lazy(() => import('./search-form').then((m) => m.SearchFormBlock)),
};
