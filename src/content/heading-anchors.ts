/**
 * Readable anchors made from the text of a page's headings (docs/behaviour.md "Site search"): a title block
 * without `title_id`, an FAQ question without `id`, each tab and each agency or ATM get one from their text
 * ("Agencia Santa Ana" → `agencia-santa-ana`), unique on the page, so the site search's results land on the
 * section, the answer or the place that matched, with an address a visitor can read and share. Made here,
 * from the content, so they stay the same whatever the renderer numbers its own ids.
 */
import type { Story } from './story';

/** `Agencia Santa Ana` → `agencia-santa-ana`: folded, letters and digits, dashes between words. */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

type Node = Record<string, unknown>;

/** Which field of a block gets the anchor, and which text it is made from. */
const anchored: Record<string, { field: string; from: string }> = {
  title: { field: 'title_id', from: 'title' },
  question: { field: 'id', from: 'question' },
  agency: { field: 'anchor', from: 'title' },
  atm: { field: 'anchor', from: 'title' },
  // A tab's address (`#hipotecario`) opens it, and the search's results for its text lead there (issue 40).
  tab: { field: 'anchor', from: 'title' },
};

const isBlock = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).component === 'string';

function visit(value: unknown, each: (block: Node) => void): void {
  if (Array.isArray(value)) value.forEach((item) => visit(item, each));
  else if (typeof value === 'object' && value !== null) {
    if (isBlock(value)) each(value);
    Object.values(value).forEach((item) => visit(item, each));
  }
}

/** Ids the layout gives its own elements (src/layouts/app.tsx, the menu panel): never an anchor. */
const layoutIds = ['app', 'main', 'main-menu-panel'];

/** The ids the content already gives (`id`, `title_id`): generated anchors never take one of them. */
function givenIds(content: unknown): Set<string> {
  const ids = new Set<string>(layoutIds);
  visit(content, (block) => {
    for (const field of ['id', 'title_id', 'anchor']) {
      const id = block[field];
      if (typeof id === 'string' && id) ids.add(id);
    }
  });
  return ids;
}

/** The anchor `block` gets (taken at once), or `undefined` when it has one or none applies. */
function anchorFor(block: Node, taken: Set<string>): { field: string; anchor: string } | undefined {
  const rule = anchored[block.component as string];
  if (!rule || block[rule.field]) return undefined;
  const base = slugOf(String(block[rule.from] ?? ''));
  if (!base) return undefined;
  let anchor = base;
  for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
  taken.add(anchor);
  return { field: rule.field, anchor };
}

/**
 * `value` with its blocks anchored in the order `visit` walks them, copying only the blocks and lists on the
 * way to one that gets an anchor; the rest is shared with the input, which is left as it was. (A deep copy
 * of every story was a fifth of the content stage's time at 10,000 stories.)
 */
function anchorValue(value: unknown, taken: Set<string>): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = anchorValue(item, taken);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  let out = value as Node;
  const own = isBlock(out) ? anchorFor(out, taken) : undefined;
  if (own) out = { ...out, [own.field]: own.anchor };
  for (const [key, child] of Object.entries(out)) {
    const next = anchorValue(child, taken);
    if (next === child) continue;
    if (out === value) out = { ...out };
    out[key] = next;
  }
  return out;
}

/**
 * The story with an anchor on each heading, question and place that has none (a copy where it changes; the
 * input is kept). The `global` story is left as it is: its header and footer are on every page, where an
 * anchor made from its text ("Contacto") could be a page's own.
 */
export function withHeadingAnchors(story: Story): Story {
  if ((story.content as { component?: unknown }).component === 'global') return story;
  const content = anchorValue(story.content, givenIds(story.content));
  return content === story.content ? story : { ...story, content: content as Story['content'] };
}
