/**
 * A Storyblok rich-text field (ProseMirror JSON, reference §2). The document must be an object of type
 * `doc`; its nodes are then checked by rich-text-sanitize.ts, which never fails the block: a malformed node
 * keeps its text and is reported as a warning with its node path (docs/behaviour.md §5.6).
 */
import { z } from 'zod';
import { sanitizeRichText, type RichTextProblem } from '../rich-text-sanitize';
import type { RichTextDoc } from '../rich-text-types';

export { richTextMarkTypes, richTextNodeTypes } from '../rich-text-types';
export type { RichTextDoc, RichTextMark, RichTextNode } from '../rich-text-types';

const isUnset = (v: unknown) => v === '' || v === null || v === undefined;

const emptyDoc = (): RichTextDoc => ({ type: 'doc', content: [] });

const docSchema = z
  .object({ type: z.literal('doc'), content: z.unknown() })
  .transform((doc): RichTextDoc => ({ type: 'doc', content: sanitizeRichText(doc.content).content }));

/**
 * A rich-text field; unset (missing, "" or null) is an empty document. Shared instance: the normaliser
 * finds it by identity.
 */
export const richText = z
  .preprocess((v) => (isUnset(v) ? emptyDoc() : v), docSchema)
  .optional()
  .transform((v): RichTextDoc => v ?? emptyDoc());

/** What the check of a rich-text field's raw value changed, for the report (the same answer as the schema's). */
export function richTextProblems(raw: unknown): RichTextProblem[] {
  if (isUnset(raw) || typeof raw !== 'object' || raw === null || !('content' in raw)) return [];
  return sanitizeRichText(raw.content).problems;
}
