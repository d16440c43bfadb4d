/**
 * Storyblok rich text (ProseMirror JSON, reference §2). Node and mark types are checked so an unknown
 * node is reported with its path instead of being dropped silently by the renderer.
 */
import { z } from 'zod';

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

const attrs = z.record(z.string(), z.unknown()).nullish();

const markSchema = z.object({ type: z.enum(richTextMarkTypes), attrs });

export interface RichTextNode {
  type: (typeof richTextNodeTypes)[number];
  text?: string | undefined;
  attrs?: Record<string, unknown> | null | undefined;
  marks?: z.output<typeof markSchema>[] | undefined;
  content?: RichTextNode[] | undefined;
}

export const richTextNodeSchema: z.ZodType<RichTextNode> = z.object({
  type: z.enum(richTextNodeTypes),
  text: z.string().optional(),
  attrs,
  marks: z.array(markSchema).optional(),
  get content() {
    return z.array(richTextNodeSchema).optional();
  },
});

export interface RichTextDoc {
  type: 'doc';
  content: RichTextNode[];
}

const docSchema = z.object({
  type: z.literal('doc'),
  content: z
    .array(richTextNodeSchema)
    .nullish()
    .transform((v) => v ?? []),
});

const emptyDoc = (): RichTextDoc => ({ type: 'doc', content: [] });

/**
 * A rich-text field; unset (missing, "" or null) is an empty document. Preprocessing (not a union)
 * keeps error paths pointing at the bad node. Shared instance: the normaliser finds it by identity.
 */
export const richText = z
  .preprocess((v) => (v === '' || v === null || v === undefined ? emptyDoc() : v), docSchema)
  .optional()
  .transform((v): RichTextDoc => v ?? emptyDoc());

export { isRichTextEmpty } from '../rich-text-empty';
