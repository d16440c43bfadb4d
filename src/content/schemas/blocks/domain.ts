/**
 * Domain blocks (docs/behaviour.md §3 Document, ATM, Agency, Question, Year, Period, Premier product, Blog item,
 * Featured box; §2 blog link, blog menu, comments widget wrapper) and their optional containers.
 */
import { asset } from '../asset';
import { defineBlock } from '../define-block';
import { blokList, bool, numeric, option, text } from '../fields';
import { numberRanges } from '../number-ranges';
import { rateKey } from './simulators';
import { link } from '../link';
import { richText } from '../rich-text';
import { alignments, anchorId, headingSize, mapLink, yearText } from './domain-fields';
import { checkCoordinates, placeFields } from './place-fields';

export const documentBlock = defineBlock('document', { title: text(), document: link() });

/** Container of `document` blocks, each shown as a list item. */
export const documentListBlock = defineBlock('document_list', { title: text(), documents: blokList });

const atmBase = defineBlock('atm', { title: text(), location: richText, url: mapLink(), ...placeFields });

export const atmBlock = { ...atmBase, schema: atmBase.schema.superRefine(checkCoordinates) };

const agencyBase = defineBlock('agency', {
  title: text(),
  location: richText,
  telephone: text(),
  url: mapLink(),
  ...placeFields,
});

export const agencyBlock = { ...agencyBase, schema: agencyBase.schema.superRefine(checkCoordinates) };

/** Lists its places (agency and ATM blocks) with filters, 'Cerca de mí' and a map (docs/behaviour.md §10). */
export const placeFinderBlock = defineBlock(
  'place_finder',
  { title: text(), places: blokList },
  { allowedBlocks: { places: ['agency', 'atm'] } },
);

/** An FAQ entry addressable by `#id`; `body` holds the answer's blocks. */
export const questionBlock = defineBlock('question', { id: anchorId(), question: text(), body: blokList });

export const faqListBlock = defineBlock('faq_list', { title: text(), questions: blokList });

export const yearBlock = defineBlock('year', { year: yearText() });

/** A timeline period; `date` is free text or a Storyblok datetime ("2015-07-20 00:00"). */
export const periodBlock = defineBlock('period', {
  date: text(),
  content: richText,
  imagen: asset(),
  inverted: bool(),
  alignment: option(alignments),
});

export const timelineBlock = defineBlock('timeline', { body: blokList });

/** `alignment` is the side of the image ('center': image above the text). */
export const premierProductBlock = defineBlock('premier_product', {
  title: text(),
  subtitle: text(),
  size: headingSize(),
  image: asset(),
  alt: text(),
  richtext: richText,
  extra: blokList,
  alignment: option(alignments),
  sticky: bool(),
  inline: bool(),
});

export const blogItemBlock = defineBlock('blog_item', {
  image: asset(),
  alt: text(),
  linkText: text(),
  link: link(),
  target: option(['_self', '_blank'] as const),
  rel: text(),
  inline: bool(),
});

export const blogLinkBlock = defineBlock('blog_link', { text: text(), link: link() });

/** The blog menu's title is fixed (docs/behaviour.md §2: '¡Los temas del mes!'); `links` holds blog links. */
export const blogMenuBlock = defineBlock('blog_menu', { links: blokList });

export const featuredBoxBlock = defineBlock('featured_box', {
  image: asset(),
  alt: text(),
  boxHighlight: text(),
  body: blokList,
  inline: bool(),
});

/** Comments widget wrapper; `identifier` keys the thread of the page. */
export const commentsBlock = defineBlock('comments', { identifier: text() });

/** The site search's results page (docs/behaviour.md "Site search"); `label` overrides the field's label. */
export const searchResultsBlock = defineBlock('search_results', { label: text() });

/**
 * Names the map tile provider this build is configured with (docs/behaviour.md §10.7, decision 0004), for the
 * privacy page: no fields, the text comes from the build's settings.
 */
export const mapProviderBlock = defineBlock('map_provider', {});

/**
 * A product's interest rate as the rates page publishes it (issue 33): `clave` names a `fila_tasa` row; the
 * build copies that row's product and rates in (src/content/rate-references.ts), so a figure is never
 * written on the product page.
 */
export const productRateBlock = defineBlock('product_rate', {
  clave: rateKey(),
  /** Filled by the build from the row; what an editor writes here is replaced. */
  producto: text(),
  tasa_nominal: numeric(numberRanges.percent),
  tasa_efectiva: numeric(numberRanges.percent),
  custom_classes: text(),
});

/**
 * The closing block of a product page (issue 33): the ways to apply or ask — the call centre (a tap to call,
 * from the global story), the nearest agency (the place finder), the app — and an optional link to apply.
 */
export const nextStepsBlock = defineBlock('next_steps', {
  title: text(),
  text: text(),
  apply_text: text(),
  apply_link: link(),
  custom_classes: text(),
});

/** Domain blocks (owned by this file; joined in ../registry.ts). */
export const domainBlocks = {
  document: documentBlock,
  document_list: documentListBlock,
  atm: atmBlock,
  agency: agencyBlock,
  question: questionBlock,
  faq_list: faqListBlock,
  year: yearBlock,
  period: periodBlock,
  timeline: timelineBlock,
  premier_product: premierProductBlock,
  blog_item: blogItemBlock,
  blog_link: blogLinkBlock,
  blog_menu: blogMenuBlock,
  featured_box: featuredBoxBlock,
  product_rate: productRateBlock,
  next_steps: nextStepsBlock,
  comments: commentsBlock,
  place_finder: placeFinderBlock,
  search_results: searchResultsBlock,
  map_provider: mapProviderBlock,
} as const;
