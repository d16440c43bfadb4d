/**
 * The bank's contact data is written once, in the global story (issue 33, docs/behaviour.md §2). Other content
 * refers to it instead of copying it: a `telephone` block whose `number` is empty is the contact phone, and in
 * rich text the placeholders `{telefono}`, `{correo}` and `{horario}` are the phone, the email and the hours.
 * Resolved once, after validation and before anything is rendered (like the rates), so the page, its page
 * data, its search text and its description carry the figures. A placeholder the site does not know stays as
 * written and is a warning naming story, `_uid` and field.
 */
import { ContentError } from './content-error';
import type { Story } from './story';

export interface ContactData {
  contact_phone?: unknown;
  contact_email?: unknown;
  contact_hours?: unknown;
}

const placeholder = /\{([a-záéíóúñ_]+)\}/gi;

/** What the placeholders stand for: the contact data of `global`'s content. */
export function placeholderValues(global: ContactData): Record<string, string> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    telefono: text(global.contact_phone),
    correo: text(global.contact_email),
    horario: text(global.contact_hours),
  };
}

type Node = unknown;

/** Blocks nest at most 100 deep (src/config/content-limits.ts), rich text inside them a little more. */
const maxDepth = 1000;

/** The placeholders' values: the contact data of the first global story; `undefined` when there is none. */
export function contactValues(stories: readonly Story[]): Record<string, string> | undefined {
  const global = stories.find((story) => story.content.component === 'global');
  return global ? placeholderValues(global.content as ContactData) : undefined;
}

/** `story` with its contact references resolved to `values`; unknown placeholders go to `errors`. */
export function resolveStoryContacts(
  story: Story,
  values: Record<string, string>,
  errors: ContentError[],
): Story {
  /** `block`: the nearest block above (its uid and component); `field`: the dotted path from it. */
  const visit = (node: Node, block: Record<string, unknown> | null, field: string[], depth: number): Node => {
    // Validated content is far shallower; a deeper tree (hostile content) is left as it is, not recursed.
    if (depth > maxDepth) return node;
    if (Array.isArray(node)) {
      let out: Node[] | null = null;
      node.forEach((child, i) => {
        const next = visit(child, block, [...field, String(i)], depth + 1);
        if (next !== child) (out ??= [...node])[i] = next;
      });
      return out ?? node;
    }
    if (typeof node !== 'object' || node === null) return node;
    const record = node as Record<string, unknown>;
    const isBlock = typeof record.component === 'string' && typeof record._uid === 'string';
    const owner = isBlock ? record : block;
    const path = isBlock ? [] : field;
    let out: Record<string, unknown> = record;
    if (record.type === 'text' && typeof record.text === 'string') {
      const text = record.text.replace(placeholder, (whole: string, name: string) => {
        const value = values[name.toLowerCase()];
        if (value) return value;
        errors.push(
          new ContentError('invalid_field', `Unknown placeholder ${whole} in rich text`, {
            story: story.full_slug,
            uid: owner?._uid as string | undefined,
            component: owner?.component as string | undefined,
            field: path.join('.'),
            expected: '{telefono}, {correo} or {horario} (the contact data of the global story)',
            found: whole,
            hint: 'Correct the placeholder, or write the words themselves; it is shown as written until then.',
            severity: 'warning',
          }),
        );
        return whole;
      });
      if (text !== record.text) out = { ...record, text };
    }
    if (isBlock && record.component === 'telephone' && record.number === '' && values.telefono)
      out = { ...out, number: values.telefono };
    for (const [key, child] of Object.entries(record)) {
      const next = visit(child, owner, [...path, key], depth + 1);
      if (next !== child) {
        if (out === record) out = { ...record };
        out[key] = next;
      }
    }
    return out;
  };
  const content = visit(story.content, null, [], 0);
  return content === story.content ? story : { ...story, content: content as Story['content'] };
}

export function resolveContactReferences(stories: readonly Story[]): {
  stories: Story[];
  errors: ContentError[];
} {
  const values = contactValues(stories);
  if (!values) return { stories: [...stories], errors: [] };
  const errors: ContentError[] = [];
  return { stories: stories.map((story) => resolveStoryContacts(story, values, errors)), errors };
}
