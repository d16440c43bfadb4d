/**
 * Blocks the browser downloads only when a page has them (issue 10): each is its own dynamic import,
 * loaded before the page hydrates or renders (client-registry.ts), and preloaded by the page's HTML.
 * The server renders from the static registry (registry.ts); a test keeps both in step.
 */
import type { ComponentType } from 'react';
import type { Blok } from '../content/blok';
import type { BlockName } from '../content/schemas/registry';

export type AnyBlockComponent = ComponentType<{ blok: Blok }>;
type Loader = () => Promise<AnyBlockComponent>;

// Each component's props name its own block type; the registry hands every block its own props.
const any = <P>(component: ComponentType<P>) => component as unknown as AnyBlockComponent;

export const lazyBlocks: Partial<Record<BlockName, Loader>> = {
  toggler: () => import('./toggler').then((m) => any(m.TogglerBlock)),
  accordion: () => import('./accordion').then((m) => any(m.AccordionBlock)),
  tabs: () => import('./tabs').then((m) => any(m.TabsBlock)),
  tab: () => import('./tab').then((m) => any(m.TabBlock)),
  carousel: () => import('./carousel').then((m) => any(m.CarouselBlock)),
  carousel_panel: () => import('./carousel-panel').then((m) => any(m.CarouselPanelBlock)),
  slider: () => import('./slider').then((m) => any(m.SliderBlock)),
  slide: () => import('./slide').then((m) => any(m.SlideBlock)),
  member: () => import('./member').then((m) => any(m.MemberBlock)),
  member_basic: () => import('./member-basic').then((m) => any(m.MemberBasicBlock)),
  inmueble: () => import('./inmueble').then((m) => any(m.InmuebleBlock)),
  document: () => import('./document').then((m) => any(m.DocumentBlock)),
  document_list: () => import('./document-list').then((m) => any(m.DocumentListBlock)),
  atm: () => import('./atm').then((m) => any(m.AtmBlock)),
  agency: () => import('./agency').then((m) => any(m.AgencyBlock)),
  question: () => import('./question').then((m) => any(m.QuestionBlock)),
  faq_list: () => import('./faq-list').then((m) => any(m.FaqListBlock)),
  year: () => import('./year').then((m) => any(m.YearBlock)),
  period: () => import('./period').then((m) => any(m.PeriodBlock)),
  timeline: () => import('./timeline').then((m) => any(m.TimelineBlock)),
  premier_product: () => import('./premier-product').then((m) => any(m.PremierProductBlock)),
  blog_item: () => import('./blog-item').then((m) => any(m.BlogItemBlock)),
  blog_link: () => import('./blog-link').then((m) => any(m.BlogLinkBlock)),
  blog_menu: () => import('./blog-menu').then((m) => any(m.BlogMenuBlock)),
  featured_box: () => import('./featured-box').then((m) => any(m.FeaturedBoxBlock)),
  comments: () => import('./comments').then((m) => any(m.CommentsBlock)),
  generic_block: () => import('./generic-block').then((m) => any(m.GenericBlock)),
  button_group: () => import('./button-group').then((m) => any(m.ButtonGroupBlock)),
  banking_links: () => import('./banking-links').then((m) => any(m.BankingLinksBlock)),
  scroll_spy: () => import('./scroll-spy').then((m) => any(m.ScrollSpyBlock)),
  scroll_spy_link: () => import('./scroll-spy-link').then((m) => any(m.ScrollSpyLinkBlock)),
  iframe: () => import('./iframe').then((m) => any(m.IframeBlock)),
  video: () => import('./video').then((m) => any(m.VideoBlock)),
  local_video: () => import('./local-video').then((m) => any(m.LocalVideoBlock)),
  icon: () => import('./icon').then((m) => any(m.IconBlock)),
  icon_link_page: () => import('./icon-link-page').then((m) => any(m.IconLinkPageBlock)),
  raw_html: () => import('./raw-html').then((m) => any(m.RawHtmlBlock)),
  linked_element: () => import('./linked-element').then((m) => any(m.LinkedElementBlock)),
  social_links: () => import('./social-links').then((m) => any(m.SocialLinksBlock)),
  social_link: () => import('./social-link').then((m) => any(m.SocialLinkBlock)),
  telephone: () => import('./telephone').then((m) => any(m.TelephoneBlock)),
};

/** Source module of each lazy block, for the build to find its chunk in Vite's manifest. */
export const lazyBlockModules: Partial<Record<BlockName, string>> = {
  toggler: 'src/blocks/toggler.tsx',
  accordion: 'src/blocks/accordion.tsx',
  tabs: 'src/blocks/tabs.tsx',
  tab: 'src/blocks/tab.tsx',
  carousel: 'src/blocks/carousel.tsx',
  carousel_panel: 'src/blocks/carousel-panel.tsx',
  slider: 'src/blocks/slider.tsx',
  slide: 'src/blocks/slide.tsx',
  member: 'src/blocks/member.tsx',
  member_basic: 'src/blocks/member-basic.tsx',
  inmueble: 'src/blocks/inmueble.tsx',
  document: 'src/blocks/document.tsx',
  document_list: 'src/blocks/document-list.tsx',
  atm: 'src/blocks/atm.tsx',
  agency: 'src/blocks/agency.tsx',
  question: 'src/blocks/question.tsx',
  faq_list: 'src/blocks/faq-list.tsx',
  year: 'src/blocks/year.tsx',
  period: 'src/blocks/period.tsx',
  timeline: 'src/blocks/timeline.tsx',
  premier_product: 'src/blocks/premier-product.tsx',
  blog_item: 'src/blocks/blog-item.tsx',
  blog_link: 'src/blocks/blog-link.tsx',
  blog_menu: 'src/blocks/blog-menu.tsx',
  featured_box: 'src/blocks/featured-box.tsx',
  comments: 'src/blocks/comments.tsx',
  generic_block: 'src/blocks/generic-block.tsx',
  button_group: 'src/blocks/button-group.tsx',
  banking_links: 'src/blocks/banking-links.tsx',
  scroll_spy: 'src/blocks/scroll-spy.tsx',
  scroll_spy_link: 'src/blocks/scroll-spy-link.tsx',
  iframe: 'src/blocks/iframe.tsx',
  video: 'src/blocks/video.tsx',
  local_video: 'src/blocks/local-video.tsx',
  icon: 'src/blocks/icon.tsx',
  icon_link_page: 'src/blocks/icon-link-page.tsx',
  raw_html: 'src/blocks/raw-html.tsx',
  linked_element: 'src/blocks/linked-element.tsx',
  social_links: 'src/blocks/social-links.tsx',
  social_link: 'src/blocks/social-link.tsx',
  telephone: 'src/blocks/telephone.tsx',
};
