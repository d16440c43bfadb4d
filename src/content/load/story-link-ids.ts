/**
 * A story link whose `cached_url` is empty (a link made by an API or an import, or saved before its target
 * was published) would render a link that goes nowhere, or with an anchor to the current page. Storyblok's
 * multilink keeps the target story's uuid in `id`: the link is resolved by it (or by the numeric id) to the
 * story's current full_slug, with a warning naming story, `_uid` and field; a link whose id names no story of
 * the content is a warning too, and stays unset (docs/behaviour.md §2.15).
 */
import { isBlokLike, walkRecords } from '../blok';
import { ContentError } from '../content-error';
import type { Story } from '../story';

interface Walk {
  story: string;
  slugs: ReadonlyMap<string, string>;
  errors: ContentError[];
}

interface Owner {
  uid: string;
  component: string;
}

/** The two shapes of a story link: a multilink field (`id`, `cached_url`) and a rich-text link's attrs (`uuid`, `href`). */
interface LinkShape {
  id: 'id' | 'uuid';
  target: 'cached_url' | 'href';
}

const multilink: LinkShape = { id: 'id', target: 'cached_url' };
const richTextLink: LinkShape = { id: 'uuid', target: 'href' };

function storyLinkWithoutTarget(value: Record<string, unknown>): LinkShape | null {
  if (value.linktype !== 'story') return null;
  if ('cached_url' in value) {
    const unset = value.cached_url === '' && (value.url === '' || value.url === undefined);
    return unset && typeof value.id === 'string' && value.id !== '' ? multilink : null;
  }
  const unset = value.href === '' || value.href === undefined || value.href === null;
  return unset && typeof value.uuid === 'string' && value.uuid !== '' ? richTextLink : null;
}

function resolveLinkValue(
  link: Record<string, unknown>,
  shape: LinkShape,
  owner: Owner,
  field: string,
  walk: Walk,
) {
  const id = link[shape.id] as string;
  const slug = walk.slugs.get(id);
  const located = {
    story: walk.story,
    uid: owner.uid,
    component: owner.component,
    field,
    severity: 'warning' as const,
  };
  if (slug !== undefined) {
    walk.errors.push(
      new ContentError(
        'broken_link',
        `Story link without "${shape.target}"; its ${shape.id} ${JSON.stringify(id)} is the story "${slug}", which it now links to`,
        {
          ...located,
          found: JSON.stringify(id),
          hint: 'Choose the story of the link again in Storyblok, so the link carries its address.',
        },
      ),
    );
    return { ...link, [shape.target]: slug };
  }
  walk.errors.push(
    new ContentError(
      'broken_link',
      `Story link without "${shape.target}", and its ${shape.id} ${JSON.stringify(id)} is no story of this content; the link is left out`,
      {
        ...located,
        found: JSON.stringify(id),
        hint: 'Choose the story of the link in Storyblok again, or remove the link.',
      },
    ),
  );
  // Unset, anchor included: `#anchor` alone would point at the page the link is on, not at its story.
  return { ...link, [shape.id]: '', anchor: '' };
}

/** Copies only what changes: a tree with no such link comes back as it was. */
function resolveValue(value: unknown, owner: Owner, field: string, walk: Walk): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item, index) => {
      const next = resolveValue(item, owner, `${field}.${index}`, walk);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (!isBlokLike(value)) return value;
  if (typeof value._uid === 'string' && typeof value.component === 'string') {
    return resolveFields(value, { uid: value._uid, component: value.component }, '', walk);
  }
  const shape = storyLinkWithoutTarget(value);
  if (shape) return resolveLinkValue(value, shape, owner, field, walk);
  return resolveFields(value, owner, field, walk);
}

function resolveFields(record: Record<string, unknown>, owner: Owner, field: string, walk: Walk) {
  let out = record;
  for (const [key, child] of Object.entries(record)) {
    const next = resolveValue(child, owner, field ? `${field}.${key}` : key, walk);
    if (next === child) continue;
    if (out === record) out = { ...record };
    out[key] = next;
  }
  return out;
}

/** Every story's full_slug by its uuid and by its numeric id: what the links read of other stories. */
export function storySlugs(
  stories: readonly Pick<Story, 'uuid' | 'id' | 'full_slug'>[],
): Map<string, string> {
  const slugs = new Map<string, string>();
  for (const story of stories) {
    slugs.set(story.uuid, story.full_slug);
    slugs.set(String(story.id), story.full_slug);
  }
  return slugs;
}

/** The ids of `story`'s links without a target: the slugs its resolution reads (more than it reads, never less). */
export function storyLinkIdsRead(story: Story): string[] {
  const ids: string[] = [];
  walkRecords(story.content, (record) => {
    const shape = storyLinkWithoutTarget(record);
    if (shape) ids.push(record[shape.id] as string);
    return undefined;
  });
  return ids;
}

/** `story` with its links without a target resolved through `slugs`; problems go to `errors`. */
export function resolveStoryLinks(
  story: Story,
  slugs: ReadonlyMap<string, string>,
  errors: ContentError[],
): Story {
  const owner = { uid: story.content._uid, component: story.content.component };
  const content = resolveValue(story.content, owner, '', { story: story.full_slug, slugs, errors });
  return content === story.content ? story : { ...story, content: content as Story['content'] };
}

export function resolveStoryLinkIds(stories: readonly Story[]): { stories: Story[]; errors: ContentError[] } {
  const slugs = storySlugs(stories);
  const errors: ContentError[] = [];
  return { stories: stories.map((story) => resolveStoryLinks(story, slugs, errors)), errors };
}
