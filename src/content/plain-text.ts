/**
 * Block-tree helpers for metadata: find blocks by component, read rich text as plain text. In the content
 * layer, below the blocks and the layouts, so that both read text the same way (docs/architecture.md "Layers").
 */
import { isBlokLike, walkRecords, type Blok } from './blok';

/** Every block of `component` under `root`, in document order. */
export function findBloks(root: unknown, component: string): Blok[] {
  const found: Blok[] = [];
  walkRecords(root, (record) => {
    if (record.component === component && typeof record._uid === 'string') found.push(record as Blok);
  });
  return found;
}

/** Rich-text nodes that end a line of text. */
const lineNodes = new Set(['paragraph', 'heading', 'list_item', 'blockquote', 'code_block', 'tableRow']);

function richText(node: Record<string, unknown>, out: string[]): void {
  if (node.type === 'text' && typeof node.text === 'string') out.push(node.text);
  if (node.type === 'hard_break') out.push('\n');
  if (node.type === 'tableCell' || node.type === 'tableHeader') out.push(' ');
  if (Array.isArray(node.content)) {
    for (const child of node.content) if (isBlokLike(child)) richText(child, out);
  }
  if (typeof node.type === 'string' && lineNodes.has(node.type)) out.push('\n');
}

/**
 * The rich text inside blocks as plain text, one line per paragraph, heading or list item: what a
 * reader of the answer sees, without markup (link labels stay, button labels and images do not).
 */
export function blokPlainText(root: unknown): string {
  const out: string[] = [];
  walkRecords(root, (record) => {
    if (record.type !== 'doc') return true;
    richText(record, out);
    out.push('\n');
    return false;
  });
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
