/**
 * Storyblok rich text (ProseMirror JSON, reference §2), as the site keeps it once checked
 * (rich-text-sanitize.ts). Free of zod so the renderer can use it in the browser bundle.
 */
/** Deeper than any real document; a bound keeps a hostile one from exhausting the stack. */
export const maxRichTextDepth = 50;

export const richTextNodeTypes = [
  'paragraph',
  'heading',
  'bullet_list',
  'ordered_list',
  'list_item',
  'blockquote',
  'code_block',
  'hard_break',
  'horizontal_rule',
  'image',
  'emoji',
  'table',
  'tableRow',
  'tableCell',
  'tableHeader',
  'blok',
  'details',
  'detailsSummary',
  'detailsContent',
  'text',
] as const;

export const richTextMarkTypes = [
  'bold',
  'italic',
  'strike',
  'underline',
  'code',
  'superscript',
  'subscript',
  'link',
  'styled',
  'textStyle',
  'highlight',
  'anchor',
] as const;

/**
 * Other names Storyblok's renderers accept for the same node or mark (Tiptap's camelCase names, HTML's
 * `strong`/`em`): read as the site's name, quietly.
 */
export const richTextNodeAliases: Readonly<Record<string, RichTextNodeType>> = {
  bulletList: 'bullet_list',
  orderedList: 'ordered_list',
  listItem: 'list_item',
  codeBlock: 'code_block',
  hardBreak: 'hard_break',
  horizontalRule: 'horizontal_rule',
};

export const richTextMarkAliases: Readonly<Record<string, RichTextMarkType>> = {
  strong: 'bold',
  em: 'italic',
};

/**
 * Names of the custom attributes a rich-text link may carry (Storyblok's `custom`): never `on*`, `style`,
 * `href` or `target`. The sanitiser checks them, the renderer again.
 */
export const customLinkAttributeName =
  /^(?:title|rel|hreflang|lang|id|class|download|(?:data|aria)-[a-z\d]+(?:-[a-z\d]+)*)$/;

export type RichTextNodeType = (typeof richTextNodeTypes)[number];
export type RichTextMarkType = (typeof richTextMarkTypes)[number];

export interface RichTextMark {
  type: RichTextMarkType;
  attrs?: Record<string, unknown> | undefined;
}

export interface RichTextNode {
  type: RichTextNodeType;
  text?: string | undefined;
  attrs?: Record<string, unknown> | undefined;
  marks?: RichTextMark[] | undefined;
  content?: RichTextNode[] | undefined;
}

export interface RichTextDoc {
  type: 'doc';
  content: RichTextNode[];
}
