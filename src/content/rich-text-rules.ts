/**
 * What each rich-text node and mark may carry (Storyblok's rich-text schema, reference §2), checked before
 * anything reaches the renderer (docs/behaviour.md §5.6). An attribute the site does not know is left out
 * with a warning; known Storyblok metadata the site does not show is left out quietly.
 */
import { assetPathProblem } from './asset-path-rules';
import { isCssColor } from './css-color';
import { customLinkAttributeName, type RichTextMarkType, type RichTextNodeType } from './rich-text-types';

/** Keep the (cleaned) value, leave it out quietly (unset, or metadata), or leave it out and say why. */
export type AttrVerdict = { keep: unknown } | { drop: string } | 'unset';
export type AttrRule = (value: unknown) => AttrVerdict;

export interface AttrSpec {
  attrs: Readonly<Record<string, AttrRule>>;
  /** Without this attribute the node or mark means nothing: it is left out (a mark keeps its text). */
  required?: string;
  /** Used, with a warning, when the attribute is missing or unusable. */
  fallback?: Readonly<Record<string, unknown>>;
  /** Nodes only: a void element, whose content is never rendered. */
  leaf?: boolean;
}

const unset = (v: unknown) => v === null || v === undefined || v === '';

const quiet: AttrRule = () => 'unset';

const string =
  (max = 500): AttrRule =>
  (v) => {
    if (unset(v)) return 'unset';
    if (typeof v !== 'string') return { drop: 'is not text' };
    return v.length > max ? { drop: `is longer than ${max} characters` } : { keep: v };
  };

const oneOf =
  (values: readonly string[]): AttrRule =>
  (v) => {
    if (unset(v)) return 'unset';
    return typeof v === 'string' && values.includes(v)
      ? { keep: v }
      : { drop: `is not one of ${values.join(', ')}` };
  };

/** Storyblok numbers may arrive as strings ("2"); only plain digits count, so "1 onmouseover=…" does not. */
function wholeNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  return typeof v === 'string' && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : null;
}

const integer =
  (min: number, max: number): AttrRule =>
  (v) => {
    if (unset(v)) return 'unset';
    const n = wholeNumber(v);
    return n !== null && n >= min && n <= max
      ? { keep: n }
      : { drop: `is not a whole number from ${min} to ${max}` };
  };

const headingLevel: AttrRule = (v) => {
  if (unset(v)) return { drop: 'is missing' };
  const n = wholeNumber(v);
  return n !== null && n >= 1 && n <= 6 ? { keep: n } : { drop: 'is not a level from 1 to 6' };
};

const color: AttrRule = (v) => {
  if (unset(v)) return 'unset';
  return typeof v === 'string' && isCssColor(v) ? { keep: v.trim() } : { drop: 'is not a CSS colour' };
};

/** Class names only (letters, digits, `-`, `_`, spaces between them). */
const classNames: AttrRule = (v) => {
  if (unset(v)) return 'unset';
  return typeof v === 'string' && /^[\w-]+(?: [\w-]+)*$/.test(v.trim()) && v.length <= 200
    ? { keep: v.trim() }
    : { drop: 'is not a list of class names' };
};

/** An image address under the rules of every asset field (README "Content"). */
const assetUrl: AttrRule = (v) => {
  if (unset(v)) return { drop: 'is missing' };
  if (typeof v !== 'string') return { drop: 'is not text' };
  const problem = assetPathProblem(v.trim());
  return problem ? { drop: problem } : { keep: v.trim() };
};

const optionalAssetUrl: AttrRule = (v) => (unset(v) ? 'unset' : assetUrl(v));

/** A link's address; '' is a link without one (shown as plain text), the renderer checks the scheme. */
const linkHref: AttrRule = (v) => {
  if (v === null || v === undefined) return { drop: 'is missing' };
  if (typeof v !== 'string') return { drop: 'is not text' };
  return v.length > 2000 ? { drop: 'is longer than 2000 characters' } : { keep: v };
};

const columnWidths: AttrRule = (v) => {
  if (unset(v)) return 'unset';
  return Array.isArray(v) && v.length <= 100 && v.every((w) => typeof w === 'number' && w >= 0 && w < 1e5)
    ? { keep: v }
    : { drop: 'is not a list of widths' };
};

const blockList: AttrRule = (v) => (Array.isArray(v) ? { keep: v } : { drop: 'is not a list of blocks' });

/** Storyblok's custom link attributes (`{}` when there are none); all or nothing, so no half link shows. */
const customAttributes: AttrRule = (v) => {
  if (unset(v)) return 'unset';
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { drop: 'is not an object' };
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(v)) {
    if (!customLinkAttributeName.test(name)) return { drop: `holds "${name}", which a link may not carry` };
    if (typeof value !== 'string' && typeof value !== 'number')
      return { drop: `holds a "${name}" that is not text` };
    if (String(value).length > 500) return { drop: `holds a "${name}" longer than 500 characters` };
    if (name === 'class' && !/^[\w-]+(?: [\w-]+)*$/.test(String(value).trim())) {
      return { drop: 'holds a "class" that is not a list of class names' };
    }
    kept[name] = String(value);
  }
  return Object.keys(kept).length > 0 ? { keep: kept } : 'unset';
};

/** Link `rel` keywords (letters and spaces only). */
const relKeywords: AttrRule = (v) => {
  if (unset(v)) return 'unset';
  return typeof v === 'string' && /^[a-z]+(?: +[a-z]+)*$/i.test(v.trim()) && v.length <= 100
    ? { keep: v.trim().toLowerCase().split(/ +/).join(' ') }
    : { drop: 'is not a list of rel keywords' };
};

/** A code block's language (Tiptap's `language`), shown as the class `language-…`. */
const language: AttrRule = (v) => {
  if (unset(v)) return 'unset';
  return typeof v === 'string' && /^[\w+#.-]{1,40}$/.test(v)
    ? { keep: v }
    : { drop: 'is not a language name' };
};

const flag: AttrRule = (v) => {
  if (unset(v)) return 'unset';
  return typeof v === 'boolean' ? { keep: v } : { drop: 'is not true or false' };
};

const textAlign = oneOf(['left', 'center', 'right', 'justify']);
const cell: AttrSpec = {
  attrs: {
    colspan: integer(1, 1000),
    rowspan: integer(1, 1000),
    colwidth: columnWidths,
    backgroundColor: color,
  },
};
const none: AttrSpec = { attrs: {} };

export const nodeSpecs: Readonly<Record<RichTextNodeType, AttrSpec>> = {
  text: none,
  paragraph: { attrs: { textAlign } },
  heading: { attrs: { level: headingLevel, textAlign }, fallback: { level: 2 } },
  bullet_list: none,
  ordered_list: { attrs: { order: integer(0, 1e6) } },
  list_item: { attrs: { textAlign } },
  blockquote: none,
  code_block: { attrs: { class: classNames, language } },
  hard_break: { attrs: {}, leaf: true },
  horizontal_rule: { attrs: {}, leaf: true },
  // Storyblok's asset metadata (id, source, copyright, meta_data) is not shown: left out quietly.
  image: {
    attrs: {
      src: assetUrl,
      alt: string(),
      title: string(),
      // The sanitiser's own asset object (for the image pipeline) is made again from src, alt and title.
      asset: quiet,
      id: quiet,
      source: quiet,
      copyright: quiet,
      meta_data: quiet,
      width: quiet,
      height: quiet,
    },
    required: 'src',
    leaf: true,
  },
  emoji: { attrs: { name: string(100), emoji: string(20), fallbackImage: optionalAssetUrl }, leaf: true },
  table: none,
  tableRow: none,
  tableCell: cell,
  tableHeader: cell,
  blok: { attrs: { id: string(), body: blockList }, required: 'body', leaf: true },
  details: { attrs: { open: flag } },
  detailsSummary: none,
  detailsContent: none,
};

export const markSpecs: Readonly<Record<RichTextMarkType, AttrSpec>> = {
  bold: none,
  italic: none,
  strike: none,
  underline: none,
  code: none,
  superscript: none,
  subscript: none,
  link: {
    attrs: {
      href: linkHref,
      linktype: oneOf(['url', 'story', 'email', 'asset']),
      target: oneOf(['_blank', '_self']),
      anchor: string(200),
      uuid: string(100),
      rel: relKeywords,
      title: string(),
      custom: customAttributes,
      // A story inlined by resolve_links: the sanitiser takes its current full_slug as href (schemas/link.ts).
      story: quiet,
    },
    required: 'href',
  },
  styled: { attrs: { class: classNames } },
  textStyle: { attrs: { color, id: string(200), class: classNames } },
  highlight: { attrs: { color } },
  anchor: { attrs: { id: string(200) } },
};
