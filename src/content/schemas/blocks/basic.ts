/** Basic content blocks (docs/behaviour.md §3 Title, Image, Button; §2 text). */
import { defaults } from '../../../config/site';
import { asset } from '../asset';
import { resolveLink } from '../../links';
import { defineBlock, type FieldWarning } from '../define-block';
import { blokList, bool, option, text } from '../fields';
import { link } from '../link';
import { richText } from '../rich-text';

export const textBlock = defineBlock('text', { text: richText, custom_classes: text() });

export const titleBlock = defineBlock('title', {
  title: text(),
  subtitle: text(),
  size: option(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).transform((v) => v ?? defaults.titleSize),
  title_id: text(),
  custom_classes: text(),
});

export const imageBlock = defineBlock('image', {
  image: asset(),
  alt: text(),
  sticky: bool(),
  inline: bool(),
  borders: bool(),
  shadows: bool(),
  image_radius: option(['sm', 'md', 'lg', 'xl', 'pill', 'circle'] as const),
  custom_classes: text(),
  notLazy: bool(),
  fluidGrow: bool(),
  /**
   * Added by the site (optional): the image's `sizes` when it sits in a narrower slot than the content
   * column (a card in a row), e.g. `(min-width: 992px) 20vw, 33vw`, so the browser picks a smaller file.
   */
  sizes: text(),
});

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

const routerLinkOptions = ['append', 'replace', 'exact'] as const;

/**
 * `append`, `replace` and `exact` act on a link to a page of the site; on a button that renders no
 * such link (external, e-mail or file link, no link, tag button, disabled) they change nothing: say so.
 */
function buttonWarnings(raw: Record<string, unknown>): FieldWarning[] {
  const set = routerLinkOptions.filter((field) => raw[field] === true);
  if (set.length === 0) return [];
  const parsed = link().safeParse(raw.to);
  const resolved = parsed.success ? resolveLink(parsed.data) : null;
  const pageLink = resolved?.internal && raw.tag !== 'button' && raw.state !== 'disabled';
  if (pageLink) return [];
  return set.map((field) => ({
    field,
    message: `Button option ${field} only applies to a link to a page of the site; this button has none, so it is ignored`,
    found: 'true',
  }));
}

export const buttonBlock = defineBlock(
  'button',
  {
    text: text(),
    to: link(),
    target: option(['_self', '_blank'] as const),
    rel: text(),
    style: option(['squared'] as const),
    size: option(buttonSizes),
    full_width: bool(),
    classes: text(),
    state: option(['active', 'disabled'] as const),
    append: bool(),
    replace: bool(),
    exact: bool(),
    block: bool(),
    variant: option(variants),
    outlined_variant: bool(),
    type: option(['button', 'submit', 'reset'] as const),
    tag: option(['a', 'button'] as const),
    body: blokList,
  },
  { warnings: buttonWarnings },
);

/** Basic content blocks (owned by this file; joined in ../registry.ts). */
export const basicBlocks = {
  text: textBlock,
  title: titleBlock,
  image: imageBlock,
  button: buttonBlock,
} as const;
