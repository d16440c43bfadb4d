/**
 * Rich-text nesting that HTML's parser would restructure (docs/behaviour.md §5.6): a block inside a `<p>` or
 * heading closes it, text straight inside `<table>`/`<tr>` is moved out of the table, an `<li>` inside an `<li>`
 * closes the first. The server's markup would then differ from React's tree and hydration fail. These
 * functions rebuild one level so that every element holds only what the parser leaves where it is, keeping
 * all text. Zod-free and small: the sanitiser reports what they change, the renderer applies them again.
 */
import type { RichTextNode } from './rich-text-types';

/** Nodes rendered as phrasing content (text, `<br>`, `<img>`/`<picture>`, emoji `<span>`). */
const inlineTypes: ReadonlySet<string> = new Set(['text', 'hard_break', 'image', 'emoji']);

/** Elements that may hold phrasing content only: `<p>` and `<h1>`–`<h6>`. */
const inlineOnly: ReadonlySet<string> = new Set(['paragraph', 'heading']);

/** Children a container must have, and the node a stray child is wrapped in. */
const requiredChild: Readonly<Record<string, { types: ReadonlySet<string>; wrap: string }>> = {
  table: { types: new Set(['tableRow']), wrap: 'tableRow' },
  tableRow: { types: new Set(['tableCell', 'tableHeader']), wrap: 'tableCell' },
  bullet_list: { types: new Set(['list_item']), wrap: 'list_item' },
  ordered_list: { types: new Set(['list_item']), wrap: 'list_item' },
};

/** Nodes that mean something only inside one kind of parent; elsewhere their content stands in their place. */
const requiredParent: Readonly<Record<string, ReadonlySet<string>>> = {
  list_item: new Set(['bullet_list', 'ordered_list']),
  tableRow: new Set(['table']),
  tableCell: new Set(['tableRow']),
  tableHeader: new Set(['tableRow']),
  detailsSummary: new Set(['details']),
  detailsContent: new Set(['details']),
};

export type StructureChange = 'lifted' | 'wrapped' | 'unwrapped';

/** Called with the index (in the content given) of each child that had to move, and how. */
export type OnChange = (index: number, change: StructureChange, child: RichTextNode) => void;

export const isInline = (node: RichTextNode): boolean => inlineTypes.has(node.type);

/**
 * The children of a node of type `parent` (`doc` for the top level), each where HTML keeps it: a child that
 * needs another parent is replaced by its content; a stray child of a table, row or list is wrapped.
 */
export function fitChildren(parent: string, children: RichTextNode[], onChange?: OnChange): RichTextNode[] {
  const fitted: RichTextNode[] = [];
  const need = requiredChild[parent];
  children.forEach((child, i) => {
    const parents = requiredParent[child.type];
    if (parents && !parents.has(parent)) {
      onChange?.(i, 'unwrapped', child);
      fitted.push(...fitChildren(parent, child.content ?? []));
      return;
    }
    if (need && !need.types.has(child.type)) {
      onChange?.(i, 'wrapped', child);
      const inner = fitChildren(need.wrap, [child]);
      const wrapper: RichTextNode = { type: need.wrap as RichTextNode['type'], content: inner };
      fitted.push(...fitChildren(parent, [wrapper]));
      return;
    }
    fitted.push(child);
  });
  return fitted;
}

/**
 * A paragraph or heading whose content holds blocks becomes several: the runs of inline content each in a
 * copy of the node (same attributes), the blocks between them on their own. Other nodes stay as they are.
 */
export function splitInlineContainer(node: RichTextNode, onChange?: OnChange): RichTextNode[] {
  const content = node.content;
  if (!inlineOnly.has(node.type) || !content || content.every(isInline)) return [node];
  const out: RichTextNode[] = [];
  let run: RichTextNode[] = [];
  const flush = () => {
    if (run.length > 0) out.push({ ...node, content: run });
    run = [];
  };
  content.forEach((child, i) => {
    if (isInline(child)) {
      run.push(child);
      return;
    }
    onChange?.(i, 'lifted', child);
    flush();
    // A block's own content was fitted already (the tree is rebuilt from the leaves up).
    out.push(child);
  });
  flush();
  return out;
}
