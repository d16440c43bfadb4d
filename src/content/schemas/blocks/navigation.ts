/** Navigation, embedding and small structural blocks (docs/behaviour.md §2 "Block behaviour", §3). */
import { z } from 'zod';
import { defaults } from '../../../config/site';
import { sanitizeHtml } from '../../sanitize-html';
import { asset } from '../asset';
import { defineBlock } from '../define-block';
import { blokList, bool, option, text } from '../fields';
import { link, multilinkSchema } from '../link';
import { color, cssLength, embedUrl, spacing } from './style-fields';

const target = option(['_self', '_blank'] as const);

/** A bootstrap-icons name; unset gives the default icon (docs/behaviour.md §2: 'question-square'). */
export const iconName = () =>
  z
    .string()
    .nullish()
    .transform((v, ctx): string => {
      const name = (v ?? '').trim();
      if (!name) return defaults.icon;
      if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) return name;
      ctx.addIssue({
        code: 'custom',
        message: `expected a bootstrap-icons name such as "telephone", found "${name}"`,
      });
      return z.NEVER;
    });

export const genericBlock = defineBlock('generic_block', {
  id: text(),
  custom_classes: text(),
  align_text: option(['left', 'center', 'right', 'justify', 'start', 'end'] as const),
  text_color: color(),
  background: color(),
  background_image: asset(),
  padding_top: spacing(),
  padding_bottom: spacing(),
  padding_left: spacing(),
  padding_right: spacing(),
  border_radius: option(['0', '1', '2', '3', '4', '5', 'circle', 'pill'] as const),
  overflow_hidden: bool(),
  body: blokList,
});

export const buttonGroupBlock = defineBlock('button_group', {
  buttons: blokList,
  aria_label: text(),
  alignment: option(['start', 'center', 'end'] as const),
  vertical: bool(),
  custom_classes: text(),
});

export const linkListBlock = defineBlock('link_list', { list: blokList, custom_classes: text() });

export const linkListItemBlock = defineBlock('link_list_item', { text: text(), to: link(), target });

/** The four online-banking portals; addresses come from config (src/config/site.ts `bankingPortals`). */
export const bankingLinksBlock = defineBlock('banking_links', { custom_classes: text() });

export const scrollSpyBlock = defineBlock('scroll_spy', {
  items: blokList,
  aria_label: text(),
  custom_classes: text(),
});

export const scrollSpyLinkBlock = defineBlock('scroll_spy_link', {
  text: text(),
  // Editors paste ids with or without '#'; the link adds it back (docs/behaviour.md §2: `#{id_to_follow}`).
  id_to_follow: text().transform((v) => v.trim().replace(/^#/, '')),
});

export const iframeBlock = defineBlock('iframe', {
  src: embedUrl(),
  height: cssLength(defaults.iframeHeight),
  title: text(),
});

export const videoBlock = defineBlock('video', { url: embedUrl(), title: text() });

const videoTypes = ['mp4', 'webm', 'ogg'] as const;

export const localVideoBlock = defineBlock('local_video', {
  video: asset(),
  // Storyblok sends either the MIME type or the bare format; the component needs the MIME type.
  video_type: z
    .union([z.enum(videoTypes), z.enum(['video/mp4', 'video/webm', 'video/ogg']), z.literal('')])
    .nullish()
    .transform((v) => (v ? (v.startsWith('video/') ? v : `video/${v}`) : undefined)),
  title: text(),
});

export const iconBlock = defineBlock('icon', {
  icon: iconName(),
  label: text(),
  size: option(['sm', 'md', 'lg', 'xl'] as const),
  color: color(),
  custom_classes: text(),
});

export const iconLinkPageBlock = defineBlock('icon_link_page', {
  icon: iconName(),
  title: text(),
  text: text(),
  to: link(),
  target,
  custom_classes: text(),
});

export const rawHtmlBlock = defineBlock('raw_html', {
  html: text().transform(sanitizeHtml),
  custom_classes: text(),
});

export const linkedElementBlock = defineBlock('linked_element', {
  to: link(),
  target,
  aria_label: text(),
  body: blokList,
  custom_classes: text(),
});

export const siteLogoBlock = defineBlock('site_logo', {
  image: asset(),
  alt: text(),
  custom_classes: text(),
});

export const socialLinksBlock = defineBlock('social_links', {
  links: blokList,
  aria_label: text(),
  custom_classes: text(),
});

export const socialLinkBlock = defineBlock('social_link', {
  // A plain URL or a multilink: both end up as the profile address.
  url: z
    .union([z.string(), multilinkSchema])
    .nullish()
    .transform((v, ctx): string => {
      const url = (typeof v === 'object' && v !== null ? v.url || v.cached_url : v)?.trim() ?? '';
      if (!url || /^https?:\/\//i.test(url)) return url;
      ctx.addIssue({ code: 'custom', message: `expected an http(s) address, found "${url}"` });
      return z.NEVER;
    }),
  aria_label: text(),
  body: blokList,
});

export const telephoneBlock = defineBlock('telephone', {
  number: text().refine((v) => v === '' || /\d/.test(v), {
    message: 'expected a telephone number with digits',
  }),
  label: text(),
  custom_classes: text(),
});

/**
 * The bank's contact data from the global story (issue 33): `contact` is the phone, its hours and the email;
 * `social` the social profiles. Nothing of it is written in the block itself.
 */
export const contactDetailsBlock = defineBlock('contact_details', {
  show: option(['contact', 'social'] as const),
  custom_classes: text(),
});

/** A search box opening the results page (the not-found page's, issue 33); `label` replaces 'Buscá en el sitio'. */
export const searchFormBlock = defineBlock('search_form', {
  label: text(),
  custom_classes: text(),
});

/** Navigation blocks (owned by this file; joined in ../registry.ts). */
export const navigationBlocks = {
  generic_block: genericBlock,
  button_group: buttonGroupBlock,
  link_list: linkListBlock,
  link_list_item: linkListItemBlock,
  banking_links: bankingLinksBlock,
  scroll_spy: scrollSpyBlock,
  scroll_spy_link: scrollSpyLinkBlock,
  iframe: iframeBlock,
  video: videoBlock,
  local_video: localVideoBlock,
  icon: iconBlock,
  icon_link_page: iconLinkPageBlock,
  raw_html: rawHtmlBlock,
  linked_element: linkedElementBlock,
  site_logo: siteLogoBlock,
  social_links: socialLinksBlock,
  social_link: socialLinkBlock,
  telephone: telephoneBlock,
  contact_details: contactDetailsBlock,
  search_form: searchFormBlock,
} as const;
