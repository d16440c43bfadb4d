/**
 * Turns whatever a rich-text field holds into a tree the renderer can always draw (docs/behaviour.md §5.6):
 * known node and mark types with checked attributes only. Nothing here throws. A malformed node keeps its
 * text: an unknown node is replaced by its content, a bad mark or attribute is left out, a heading without
 * a usable level gets level 2. Each change is a problem naming its node path (`content.2.marks.0`, the dotted notation of every field path), which
 * the normaliser reports as a warning. Free of zod: the renderer runs it again in the browser.
 */
import { markSpecs, nodeSpecs, type AttrSpec } from './rich-text-rules';
import { fitChildren, splitInlineContainer, type StructureChange } from './rich-text-structure';
import {
  maxRichTextDepth,
  richTextMarkAliases,
  richTextMarkTypes,
  richTextNodeAliases,
  richTextNodeTypes,
  type RichTextMark,
  type RichTextNode,
  type RichTextNodeType,
} from './rich-text-types';

export { maxRichTextDepth } from './rich-text-types';

export interface RichTextProblem {
  /** Path inside the document: `content[2].content[0].marks[1].attrs.color`. */
  path: string;
  message: string;
  found: string;
}

export interface SanitizedRichText {
  content: RichTextNode[];
  problems: RichTextProblem[];
}

function found(value: unknown): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    json = undefined;
  }
  const text = json ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isNodeType = (t: unknown): t is RichTextNodeType =>
  typeof t === 'string' && (richTextNodeTypes as readonly string[]).includes(t);

const isMarkType = (t: unknown): t is RichTextMark['type'] =>
  typeof t === 'string' && (richTextMarkTypes as readonly string[]).includes(t);

const structureMessages: Record<StructureChange, (type: string, parent: string) => string> = {
  lifted: (type, parent) =>
    `Rich-text ${type} inside a ${parent} is shown after it, as its own block (HTML cannot hold it there)`,
  wrapped: (type, parent) =>
    `Rich-text ${type} straight inside a ${parent} is shown in a ${wrapperName(parent)} of its own`,
  unwrapped: (type, parent) =>
    `Rich-text ${type} cannot stand inside a ${parent}; its content is shown in its place`,
};

function wrapperName(parent: string): string {
  if (parent === 'table') return 'row';
  if (parent === 'tableRow') return 'cell';
  return 'list item';
}

/** A node's own attributes that are not its content: Storyblok's image asset, for the image pipeline. */
function imageAsset(attrs: Record<string, unknown>): Record<string, unknown> {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  // The shape of an asset field (schemas/asset.ts), so the build attaches sizes and variants to it like to
  // any image field (src/content/images/images.ts).
  return {
    ...attrs,
    asset: { filename: text(attrs.src), alt: text(attrs.alt), focus: '', title: text(attrs.title) },
  };
}

/**
 * A story link read with `resolve_links` carries the linked story: its current `full_slug` replaces the `href`
 * saved with the linking story, so a renamed target keeps its link (as link fields, docs/behaviour.md §2.15).
 */
function resolvedStoryHref(attrs: Record<string, unknown>, raw: unknown): void {
  if (attrs.linktype !== 'story' || !isRecord(raw) || !isRecord(raw.story)) return;
  const slug = raw.story.full_slug;
  if (typeof slug === 'string' && slug && slug.length <= 2000) attrs.href = `/${slug.replace(/^\/+/, '')}`;
}

class Sanitizer {
  readonly problems: RichTextProblem[] = [];

  private report(path: string, message: string, value: unknown): void {
    this.problems.push({ path, message, found: found(value) });
  }

  /**
   * Checked attributes of a node or mark, or why its required attribute is unusable (then the caller leaves
   * it out and says so once). `attrs: null` and `[]` mean "none", as Storyblok sends them.
   */
  private attrs(spec: AttrSpec, raw: unknown, path: string, what: string): Record<string, unknown> | string {
    const out: Record<string, unknown> = {};
    let source: Record<string, unknown> = {};
    if (isRecord(raw)) source = raw;
    else if (raw !== null && raw !== undefined && !(Array.isArray(raw) && raw.length === 0)) {
      this.report(`${path}.attrs`, `Rich-text ${what}: attrs is not an object; it is left out`, raw);
    }
    if (spec.required && !Object.hasOwn(source, spec.required)) return `has no ${spec.required}`;
    for (const [name, value] of Object.entries(source)) {
      const at = `${path}.attrs.${name}`;
      // Object.hasOwn, not `in`: a name such as "constructor" must not find Object's own members.
      const rule = Object.hasOwn(spec.attrs, name) ? spec.attrs[name] : undefined;
      if (!rule) {
        this.report(
          at,
          `Rich-text ${what}: attribute "${name}" is not one the site knows; it is left out`,
          value,
        );
        continue;
      }
      const verdict = rule(value);
      if (verdict === 'unset') continue;
      if ('keep' in verdict) {
        out[name] = verdict.keep;
        continue;
      }
      if (name === spec.required) return `${name} ${verdict.drop}`;
      const fallback = spec.fallback?.[name];
      const outcome = fallback === undefined ? 'it is left out' : `${JSON.stringify(fallback)} is used`;
      this.report(at, `Rich-text ${what}: ${name} ${verdict.drop}; ${outcome}`, value);
    }
    for (const [name, value] of Object.entries(spec.fallback ?? {})) {
      if (out[name] !== undefined) continue;
      if (!Object.hasOwn(source, name)) {
        this.report(
          `${path}.attrs`,
          `Rich-text ${what}: ${name} is missing; ${JSON.stringify(value)} is used`,
          raw,
        );
      }
      out[name] = value;
    }
    return out;
  }

  private marks(raw: unknown, path: string): RichTextMark[] | undefined {
    if (raw === null || raw === undefined) return undefined;
    if (!Array.isArray(raw)) {
      this.report(`${path}.marks`, 'Rich-text marks are not a list; they are left out', raw);
      return undefined;
    }
    const marks: RichTextMark[] = [];
    raw.forEach((mark: unknown, i) => {
      const at = `${path}.marks.${i}`;
      const rawType = isRecord(mark) ? mark.type : undefined;
      const type =
        typeof rawType === 'string' && Object.hasOwn(richTextMarkAliases, rawType)
          ? richTextMarkAliases[rawType]
          : rawType;
      if (!isRecord(mark) || !isMarkType(type)) {
        const name = typeof type === 'string' ? `mark type "${type}" is unknown` : 'mark is malformed';
        this.report(at, `Rich-text ${name}; it is left out and the text kept`, mark);
        return;
      }
      const spec = markSpecs[type];
      const attrs = this.attrs(spec, mark.attrs, at, `${type} mark`);
      if (typeof attrs === 'string') {
        this.report(at, `Rich-text ${type} mark: ${attrs}; the text is kept without it`, mark);
        return;
      }
      if (type === 'link') resolvedStoryHref(attrs, mark.attrs);
      marks.push(Object.keys(attrs).length > 0 ? { type, attrs } : { type });
    });
    return marks.length > 0 ? marks : undefined;
  }

  /** The checked children of a node of type `parent`, fitted where HTML keeps them (rich-text-structure.ts). */
  nodes(raw: unknown, path: string, depth: number, parent = 'doc'): RichTextNode[] {
    const entries = this.entries(raw, path, depth);
    const pathOf = entries.map((e) => e.path);
    return fitChildren(
      parent,
      entries.map((e) => e.node),
      (i, change, child) =>
        this.report(pathOf[i] ?? path, structureMessages[change](child.type, parent), child.type),
    );
  }

  private entries(raw: unknown, path: string, depth: number): { node: RichTextNode; path: string }[] {
    if (raw === null || raw === undefined) return [];
    if (!Array.isArray(raw)) {
      this.report(path, 'Rich-text content is not a list; it is left out', raw);
      return [];
    }
    if (depth > maxRichTextDepth) {
      this.report(
        path,
        `Rich text is nested more than ${maxRichTextDepth} levels deep; the rest is left out`,
        '…',
      );
      return [];
    }
    return raw.flatMap((node: unknown, i) => {
      const at = `${path}.${i}`;
      // A document inside a document (Storyblok's renderers accept it): its content stands in its place.
      if (isRecord(node) && node.type === 'doc')
        return this.entries(node.content, `${at}.content`, depth + 1);
      return this.node(node, at, depth).map((n) => ({ node: n, path: at }));
    });
  }

  private node(raw: unknown, path: string, depth: number): RichTextNode[] {
    if (!isRecord(raw)) {
      this.report(path, 'Rich-text node is not an object; it is left out', raw);
      return [];
    }
    const type =
      typeof raw.type === 'string' && Object.hasOwn(richTextNodeAliases, raw.type)
        ? richTextNodeAliases[raw.type]
        : raw.type;
    if (type === 'text') return this.text(raw, path);
    if (!isNodeType(type)) {
      const name = typeof type === 'string' ? `node type "${type}" is unknown` : 'node has no type';
      this.report(path, `Rich-text ${name}; its text is kept`, type);
      if (typeof raw.text === 'string') return this.text({ ...raw, type: 'text' }, path);
      // Fitted to the real parent by the caller.
      return this.entries(raw.content, `${path}.content`, depth + 1).map((e) => e.node);
    }
    const spec = nodeSpecs[type];
    const attrs = this.attrs(spec, raw.attrs, path, type);
    if (typeof attrs === 'string') {
      this.report(path, `Rich-text ${type}: ${attrs}; it is left out`, raw.attrs ?? null);
      return [];
    }
    const node: RichTextNode = { type };
    if (Object.keys(attrs).length > 0) node.attrs = type === 'image' ? imageAsset(attrs) : attrs;
    const marks = this.marks(raw.marks, path);
    if (marks) node.marks = marks;
    if (spec.leaf) {
      if (Array.isArray(raw.content) && raw.content.length > 0) {
        this.report(`${path}.content`, `Rich-text ${type} cannot hold content; it is left out`, raw.content);
      }
    } else if (raw.content !== null && raw.content !== undefined) {
      node.content = this.nodes(raw.content, `${path}.content`, depth + 1, type);
    }
    // Reported at the node that is split: its content's indices change as its children are checked.
    return splitInlineContainer(node, (_i, change, child) =>
      this.report(path, structureMessages[change](child.type, type), child.type),
    );
  }

  private text(raw: Record<string, unknown>, path: string): RichTextNode[] {
    if (typeof raw.text !== 'string') {
      this.report(`${path}.text`, 'Rich-text text node has no text; it is left out', raw.text);
      return [];
    }
    this.attrs(nodeSpecs.text, raw.attrs, path, 'text');
    const node: RichTextNode = { type: 'text', text: raw.text };
    const marks = this.marks(raw.marks, path);
    if (marks) node.marks = marks;
    return [node];
  }
}

// The schema and the normaliser both ask for the same field (one for the tree, one for the warnings), and the
// renderer asks again: the answer for a content list is computed once.
const cache = new WeakMap<object, SanitizedRichText>();

/** The checked nodes of a rich-text document's `content`, and what was changed on the way. */
export function sanitizeRichText(content: unknown): SanitizedRichText {
  const cached = typeof content === 'object' && content !== null ? cache.get(content) : undefined;
  if (cached) return cached;
  const sanitizer = new Sanitizer();
  const result = { content: sanitizer.nodes(content, 'content', 0), problems: sanitizer.problems };
  if (typeof content === 'object' && content !== null) cache.set(content, result);
  return result;
}
