/**
 * Interactive blocks (docs/behaviour.md §3 Toggler, Accordion, Tab, Carousel, Slider, Slide, Member, Property; §4, §5):
 * blocks that open, slide, flip or show a dialog.
 */
import { z } from 'zod';
import { timing } from '../../../config/site';
import { asset } from '../asset';
import { defineBlock, type FieldWarning } from '../define-block';
import { blokList, bool, numeric, option, text } from '../fields';
import { numberRanges } from '../number-ranges';
import { richText } from '../rich-text';
import { cssColor, inlineStyle } from './style-fields';

const buttonSizes = ['sm', 'md', 'lg'] as const;
const variants = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'light',
  'dark',
  'link',
] as const;
const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'span'] as const;
const breakpoints = ['sm', 'md', 'lg', 'xl', 'xxl'] as const;

/** Storyblok sends free labels such as a property number as text or as a number; both become text. */
const label = () =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v)));

/**
 * Slider interval (docs/behaviour.md §5): a non-numeric value falls back to 5000 ms. Zero or negative values fall back
 * too, because the slider would otherwise advance on every tick.
 */
export const sliderInterval = () =>
  z
    .unknown()
    .optional()
    .transform((v): number => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
      return Number.isFinite(n) && n > 0 ? n : timing.sliderIntervalMs;
    });

/** A slider interval that is set but not a positive number falls back to 5000 ms (docs/behaviour.md §5): say so. */
function sliderWarnings(raw: Record<string, unknown>): FieldWarning[] {
  const value = raw.interval;
  if (value === undefined || value === null || value === '') return [];
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (Number.isFinite(n) && n > 0) return [];
  return [
    {
      field: 'interval',
      message: `Slider interval is not a positive number; ${timing.sliderIntervalMs} ms is used`,
      found: JSON.stringify(value),
    },
  ];
}

/** Panels per view: at least one, whole panels; unset or invalid means one. */
const panelsPerView = () =>
  numeric(numberRanges.panels)
    .catch(undefined)
    .transform((v) => (v && v >= 1 ? Math.floor(v) : 1));

/** A multi-asset field (array of Storyblok assets); unset is an empty list. */
const assetList = () =>
  z
    .array(asset())
    .nullish()
    .transform((v) => (v ?? []).filter((a) => a.filename !== ''));

const iconNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The toggler's icon: a bootstrap-icons name, or '' for the default chevron (also for a malformed name). */
const togglerIcon = () =>
  z
    .string()
    .nullish()
    .transform((v) => {
      const name = (v ?? '').trim();
      return iconNamePattern.test(name) ? name : '';
    });

/** Icon choices the toggler cannot show as given: a malformed name, or an icon while showIcon is off. */
function togglerWarnings(raw: Record<string, unknown>): FieldWarning[] {
  const icon = typeof raw.icon === 'string' ? raw.icon.trim() : '';
  if (!icon) return [];
  if (!iconNamePattern.test(icon)) {
    return [
      {
        field: 'icon',
        message:
          'Toggler icon is not a bootstrap-icons name such as "chevron-down"; the default chevron is shown',
        found: JSON.stringify(raw.icon),
      },
    ];
  }
  if (raw.showIcon !== true) {
    return [
      {
        field: 'icon',
        message: 'Toggler icon is set but showIcon is off; no icon is shown',
        found: JSON.stringify(icon),
      },
    ];
  }
  return [];
}

export const togglerBlock = defineBlock(
  'toggler',
  {
    closed_text: text(),
    opened_text: text(),
    showIcon: bool(),
    icon: togglerIcon(),
    body: blokList,
    style: option(['squared'] as const),
    button_size: option(buttonSizes),
    button_style: option(variants),
    button_full_width: bool(),
  },
  { warnings: togglerWarnings },
);

export const accordionBlock = defineBlock('accordion', { togglers: blokList });

export const tabBlock = defineBlock('tab', {
  title: text(),
  body: blokList,
  classes: text(),
  /** The tab's address on its page (`#hipotecario`); made from its title by the content stage when unset. */
  anchor: text(),
});

export const tabsBlock = defineBlock('tabs', { tabs: blokList, classes: text() });

export const carouselPanelBlock = defineBlock('carousel_panel', {
  styles: inlineStyle(),
  classes: text(),
  body: blokList,
});

export const carouselBlock = defineBlock('carousel', {
  panels: blokList,
  panels_per_view: panelsPerView(),
  circular: bool(),
  adaptive: bool(),
  classes: text(),
});

export const slideBlock = defineBlock('slide', {
  id: text(),
  image: asset(),
  caption: text(),
  caption_tag: option(headingTags),
  text: text(),
  text_tag: option(headingTags),
  content_tag: option(['div', 'section', 'header', 'article'] as const),
  content_visible_up: option(breakpoints),
  img_blank_color: cssColor(),
  background: cssColor(),
  slot: blokList,
});

export const sliderBlock = defineBlock(
  'slider',
  {
    id: text(),
    fade: bool(),
    indicators: bool(),
    controls: bool(),
    interval: sliderInterval(),
    no_animation: bool(),
    no_wrap: bool(),
    no_touch: bool(),
    no_hover_pause: bool(),
    img_width: numeric(numberRanges.pixels),
    img_height: numeric(numberRanges.pixels),
    background: cssColor(),
    first: bool(),
    only_mobile: bool(),
    only_desk: bool(),
    custom_classes: text(),
    slides: blokList,
  },
  { warnings: sliderWarnings },
);

const memberFields = {
  name: text(),
  last_name: text(),
  position: text(),
  image: asset(),
  resume: richText,
};

export const memberBlock = defineBlock('member', memberFields);

export const memberBasicBlock = defineBlock('member_basic', memberFields);

export const inmuebleBlock = defineBlock('inmueble', {
  numero: label(),
  direccion: text(),
  extension: label(),
  tipo: text(),
  valor: label(),
  fotos: assetList(),
});

/** Interactive blocks (owned by this file; joined in ../registry.ts). */
export const interactiveBlocks = {
  toggler: togglerBlock,
  accordion: accordionBlock,
  tabs: tabsBlock,
  tab: tabBlock,
  carousel: carouselBlock,
  carousel_panel: carouselPanelBlock,
  slider: sliderBlock,
  slide: slideBlock,
  member: memberBlock,
  member_basic: memberBasicBlock,
  inmueble: inmuebleBlock,
} as const;
