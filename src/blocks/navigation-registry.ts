import type { navigationBlocks } from '../content/schemas/blocks/navigation';
import { BankingLinksBlock } from './banking-links';
import { ButtonGroupBlock } from './button-group';
import { GenericBlock } from './generic-block';
import { IconBlock } from './icon';
import { IconLinkPageBlock } from './icon-link-page';
import { IframeBlock } from './iframe';
import { LinkListBlock } from './link-list';
import { LinkListItemBlock } from './link-list-item';
import { LinkedElementBlock } from './linked-element';
import { LocalVideoBlock } from './local-video';
import { RawHtmlBlock } from './raw-html';
import type { BlockComponents } from './registry';
import { ScrollSpyBlock } from './scroll-spy';
import { ScrollSpyLinkBlock } from './scroll-spy-link';
import { SiteLogoBlock } from './site-logo';
import { SocialLinkBlock } from './social-link';
import { SocialLinksBlock } from './social-links';
import { TelephoneBlock } from './telephone';
import { VideoBlock } from './video';

export const navigationComponents: BlockComponents<keyof typeof navigationBlocks> = {
  generic_block: GenericBlock,
  button_group: ButtonGroupBlock,
  link_list: LinkListBlock,
  link_list_item: LinkListItemBlock,
  banking_links: BankingLinksBlock,
  scroll_spy: ScrollSpyBlock,
  scroll_spy_link: ScrollSpyLinkBlock,
  iframe: IframeBlock,
  video: VideoBlock,
  local_video: LocalVideoBlock,
  icon: IconBlock,
  icon_link_page: IconLinkPageBlock,
  raw_html: RawHtmlBlock,
  linked_element: LinkedElementBlock,
  site_logo: SiteLogoBlock,
  social_links: SocialLinksBlock,
  social_link: SocialLinkBlock,
  telephone: TelephoneBlock,
};
