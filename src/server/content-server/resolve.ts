/**
 * `resolve_links` and `resolve_relations` as the Content Delivery API answers them: the content is left
 * as it is, the linked stories go in the top-level `links` array and the referenced ones in `rels`;
 * storyblok-js-client then puts them into the content (a link's `story`, a relation field's stories).
 */
import { deriveFolders, storyLink } from './links';
import type { StoredStory } from './story-store';

/** More referenced stories than this, and the answer carries `rel_uuids` instead of `rels` (Storyblok: 50). */
export const maxRels = 50;

type Visit = (node: Record<string, unknown>) => void;

function walk(value: unknown, visit: Visit): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    visit(record);
    for (const item of Object.values(record)) walk(item, visit);
  }
}

/** Uuids of stories linked from multilink fields and rich-text link marks, first seen first. */
export function linkedUuids(content: unknown): string[] {
  const found = new Set<string>();
  walk(content, (node) => {
    if (node.linktype !== 'story') return;
    // A multilink field keeps the story's uuid in `id`; a rich-text link mark's attrs in `uuid`.
    const uuid = node.fieldtype === 'multilink' ? node.id : node.uuid;
    if (typeof uuid === 'string' && uuid) found.add(uuid);
  });
  return [...found];
}

/** Uuids in the fields named by `component.field` specs (a single-option or a references field). */
export function relatedUuids(content: unknown, specs: readonly string[]): string[] {
  const found = new Set<string>();
  const wanted = specs.map((spec) => spec.split('.') as [string, string]);
  walk(content, (node) => {
    if (typeof node.component !== 'string' || typeof node._uid !== 'string') return;
    for (const [component, field] of wanted) {
      if (node.component !== component) continue;
      const value = node[field];
      for (const uuid of Array.isArray(value) ? value : [value]) {
        if (typeof uuid === 'string' && uuid) found.add(uuid);
      }
    }
  });
  return [...found];
}

export interface Resolution {
  links?: unknown[];
  rels?: unknown[];
  rel_uuids?: string[];
}

export interface ResolveOptions {
  resolveLinks: string | null;
  /** `resolve_links_level=2`: with `story`, the links of the linked stories too. */
  linksLevel: number;
  relations: string[];
  /** Presents a story as the answer shows it (excluded fields, `_editable`). */
  present: (story: StoredStory) => Record<string, unknown>;
}

function byUuid(stories: readonly StoredStory[], uuids: readonly string[]): StoredStory[] {
  const index = new Map(stories.map((s) => [s.uuid, s]));
  return uuids.map((u) => index.get(u)).filter((s): s is StoredStory => s !== undefined);
}

function resolveLinks(
  answered: readonly Record<string, unknown>[],
  visible: readonly StoredStory[],
  all: readonly StoredStory[],
  options: ResolveOptions,
): unknown[] {
  const mode = options.resolveLinks;
  let uuids = [...new Set(answered.flatMap((s) => linkedUuids(s.content)))];
  let stories = byUuid(visible, uuids);
  if (mode === 'story' && options.linksLevel >= 2) {
    const deeper = stories.flatMap((s) => linkedUuids(s.content));
    uuids = [...new Set([...uuids, ...deeper])];
    stories = byUuid(visible, uuids);
  }
  if (mode === 'story') return stories.map(options.present);
  const folders = deriveFolders(all);
  if (mode === 'link')
    return stories.map((s) => ({ ...storyLink(s, folders), full_slug: s.full_slug, alternates: [] }));
  // `url`: the least a link needs (reference §7).
  return stories.map((s) => ({
    id: s.id,
    uuid: s.uuid,
    name: s.name,
    slug: s.slug ?? s.full_slug.replace(/\/$/, '').split('/').pop(),
    full_slug: s.full_slug,
    url: s.full_slug,
  }));
}

function resolveRelations(
  answered: readonly Record<string, unknown>[],
  visible: readonly StoredStory[],
  options: ResolveOptions,
): Pick<Resolution, 'rels' | 'rel_uuids'> {
  const first = [...new Set(answered.flatMap((s) => relatedUuids(s.content, options.relations)))];
  // Storyblok resolves references two levels deep.
  const second = byUuid(visible, first).flatMap((s) => relatedUuids(s.content, options.relations));
  const uuids = [...new Set([...first, ...second])].filter((u) => visible.some((s) => s.uuid === u));
  if (uuids.length > maxRels) return { rels: [], rel_uuids: uuids };
  return { rels: byUuid(visible, uuids).map(options.present) };
}

/** The `links` / `rels` (or `rel_uuids`) of an answer holding `answered` stories (already presented). */
export function resolve(
  answered: readonly Record<string, unknown>[],
  visible: readonly StoredStory[],
  all: readonly StoredStory[],
  options: ResolveOptions,
): Resolution {
  return {
    links: options.resolveLinks ? resolveLinks(answered, visible, all, options) : [],
    ...(options.relations.length > 0 ? resolveRelations(answered, visible, options) : { rels: [] }),
  };
}
