/** Page types and the grid (docs/behaviour.md §2 "Layouts", §3 Page regions, Banner, Row, Column). */
import { z } from 'zod';
import { asset } from '../asset';
import { defineBlock } from '../define-block';
import { blokList, bool, numeric, option, text } from '../fields';
import { richText } from '../rich-text';
import { seoDescription } from '../seo-fields';

const layoutChoice = option(['classic', 'new'] as const);

/**
 * Regions every page type shares (docs/behaviour.md §3 Page regions); `layout` picks the classic or new header.
 * `menu` is the page's own menu (links within its section), shown between the header and the body.
 * `seo_description` is the page's own meta description (src/content/routes/page-description.ts).
 * `search_weight` is how much the site search weighs the page against others that say the same words
 * (src/search/query/rank-page.ts): below 1 for a page that sums up others (a benefits page, a portfolio),
 * so that the product's own page comes first; unset is 1.
 */
export const searchWeightRange = { min: 0.1, max: 3 } as const;

const pageRegions = {
  layout: layoutChoice,
  header: blokList,
  menu: blokList,
  body: blokList,
  footer: blokList,
  seo_description: seoDescription(),
  search_weight: numeric(searchWeightRange),
};

/** Basic page: header blocks, then the body in a centred 10-of-12 column. */
export const pageBlock = defineBlock('page', pageRegions);

/** Plain page: header, then the body in the site container with no column of its own. */
export const plainPageBlock = defineBlock('plain_page', pageRegions);

/** Full-width page: header and body edge to edge (heroes, sliders, coloured bands). */
export const fullWidthPageBlock = defineBlock('full_width_page', pageRegions);

/** Cascade page: header, then body sections in two columns (`left`, `right`), then the body below. */
export const cascadePageBlock = defineBlock('cascade_page', {
  ...pageRegions,
  left: blokList,
  right: blokList,
});

/** Front page: body blocks stacked in one centred column. */
export const frontPageBlock = defineBlock('front_page', pageRegions);

/**
 * Banner (docs/behaviour.md §3): `simple` shows only the title; otherwise title with topBody, introduction,
 * body and images. `images` is a Storyblok multi-asset field (a list of assets).
 */
export const bannerBlock = defineBlock('banner', {
  layout: layoutChoice,
  simple: bool(),
  title: text(),
  topBody: blokList,
  introduction: richText,
  body: blokList,
  images: z
    .array(asset())
    .nullish()
    .transform((v) => (v ?? []).filter((image) => image.filename !== '')),
});

const columnWidth = option(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'auto'] as const);

export const rowBlock = defineBlock('row', {
  columns: blokList,
  no_gutters: bool(),
  alignment: option(['start', 'center', 'end', 'between', 'around', 'evenly'] as const),
  vertical_alignment: option(['start', 'center', 'end', 'baseline', 'stretch'] as const),
  custom_classes: text(),
  id: text(),
});

/** Column: a width per breakpoint ('' = equal share), flex, stretch, hide_on_small. */
export const columnBlock = defineBlock('column', {
  body: blokList,
  width: columnWidth,
  width_sm: columnWidth,
  width_md: columnWidth,
  width_lg: columnWidth,
  width_xl: columnWidth,
  width_xxl: columnWidth,
  flex: bool(),
  stretch: bool(),
  hide_on_small: bool(),
  custom_classes: text(),
});

/** Page types and grid blocks (owned by this file; joined in ../registry.ts). */
export const layoutBlocks = {
  page: pageBlock,
  plain_page: plainPageBlock,
  full_width_page: fullWidthPageBlock,
  cascade_page: cascadePageBlock,
  front_page: frontPageBlock,
  banner: bannerBlock,
  row: rowBlock,
  column: columnBlock,
} as const;
