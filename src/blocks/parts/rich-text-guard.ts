/**
 * The renderer's second line of defence (the normaliser checked the tree and reported what it changed,
 * docs/behaviour.md §5.6): cheap enough for the browser bundle, it leaves out only what cannot be drawn (a
 * text without text, a blok without a body, anything not an object), bounds the depth and fits the nesting
 * where HTML's parser keeps it, so the server's markup always hydrates.
 */
import { fitChildren, splitInlineContainer } from '../../content/rich-text-structure';
import { maxRichTextDepth, type RichTextMark, type RichTextNode } from '../../content/rich-text-types';

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function guardNodes(nodes: unknown, parent: string, depth: number): RichTextNode[] {
  if (!Array.isArray(nodes) || depth > maxRichTextDepth) return [];
  const checked = nodes.flatMap((node: unknown): RichTextNode[] => {
    if (!isObject(node) || typeof node.type !== 'string') return [];
    if (node.type === 'doc') return guardNodes(node.content, parent, depth + 1);
    if (node.type === 'text' && typeof node.text !== 'string') return [];
    if (node.type === 'blok' && !(isObject(node.attrs) && Array.isArray(node.attrs.body))) return [];
    const n = node as unknown as RichTextNode;
    const marks = Array.isArray(n.marks)
      ? (n.marks as unknown[]).filter((m): m is RichTextMark => isObject(m) && typeof m.type === 'string')
      : undefined;
    const attrs = isObject(n.attrs) ? n.attrs : undefined;
    const content =
      node.content === undefined || node.content === null
        ? undefined
        : guardNodes(node.content, n.type, depth + 1);
    return splitInlineContainer({ ...n, attrs, marks, content });
  });
  return fitChildren(parent, checked);
}
