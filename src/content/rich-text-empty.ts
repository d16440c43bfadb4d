import type { RichTextDoc } from './rich-text-types';

/** No text at all (Storyblok saves an emptied field as a document of empty paragraphs). Zod-free: browser code uses it. */
export function isRichTextEmpty(doc: RichTextDoc): boolean {
  return doc.content.every((node) => node.type === 'paragraph' && !node.content?.length);
}
