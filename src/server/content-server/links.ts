/**
 * GET /v2/cdn/links and /v2/cdn/links/{uuid | id} (reference §1.8, Storyblok's link object): stories and
 * folders keyed by uuid, paginated (per_page up to 1000, `Total` / `Per-Page`). A content folder has no
 * folder records, so folders are derived from the stories' full slugs, with an id and uuid computed from
 * the folder's slug: stable across restarts, and the `parent_id` of the links inside it.
 */
import { createHash } from 'node:crypto';
import { storyblokPageCeilings } from '../../config/storyblok-pages';
import { paginate } from './story-query';
import type { StoredStory } from './story-store';

export interface LinkObject {
  id: number;
  uuid: string;
  slug: string;
  path: string | null;
  real_path: string;
  name: string;
  published: boolean;
  parent_id: number | null;
  is_folder: boolean;
  is_startpage: boolean;
  position: number;
  published_at?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

interface Folder {
  id: number;
  uuid: string;
  slug: string;
}

function digest(slug: string): string {
  return createHash('sha1').update(`content-server-folder:${slug}`).digest('hex');
}

/** A v4-shaped uuid and a 9-digit id (Storyblok ids are of that size), both from the folder's slug. */
function folderFor(slug: string, taken: Set<number>): Folder {
  const hex = digest(slug);
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  let id = 900_000_000 + (Number.parseInt(hex.slice(0, 8), 16) % 99_000_000);
  while (taken.has(id)) id++;
  taken.add(id);
  return { id, uuid, slug };
}

/** The folder slug a story lives in (`a/b/c` and the start page `a/b/` both live in `a/b`), or null at the root. */
function folderOf(fullSlug: string): string | null {
  const segments = fullSlug.split('/');
  segments.pop();
  return segments.length > 0 ? segments.join('/') : null;
}

/** Every folder of the space, from all stories (folders are listed whether or not anything is published). */
export function deriveFolders(stories: readonly StoredStory[]): Map<string, Folder> {
  const slugs = new Set<string>();
  for (const story of stories) {
    for (let folder = folderOf(story.full_slug); folder; folder = folderOf(folder)) slugs.add(folder);
  }
  const taken = new Set(stories.map((s) => s.id));
  const folders = new Map<string, Folder>();
  // Sorted, so a collision always moves the same folder.
  for (const slug of [...slugs].sort()) folders.set(slug, folderFor(slug, taken));
  return folders;
}

function dates(story: StoredStory | null): Pick<LinkObject, 'published_at' | 'created_at' | 'updated_at'> {
  const at = (key: string) => (typeof story?.[key] === 'string' ? (story[key] as string) : null);
  return { published_at: at('published_at'), created_at: at('created_at'), updated_at: at('updated_at') };
}

export function storyLink(
  story: StoredStory,
  folders: ReadonlyMap<string, Folder>,
  includeDates = false,
): LinkObject {
  const parent = folderOf(story.full_slug);
  const path = typeof story.path === 'string' && story.path ? story.path : null;
  return {
    id: story.id,
    uuid: story.uuid,
    slug: story.full_slug,
    path,
    real_path: `/${path ?? story.full_slug}`,
    name: story.name,
    // As the stories route decides it (api.ts): only a null `published_at` marks a story never published.
    published: story.published_at !== null,
    parent_id: parent ? (folders.get(parent)?.id ?? 0) : 0,
    is_folder: false,
    is_startpage: story.is_startpage === true,
    position: typeof story.position === 'number' ? story.position : 0,
    ...(includeDates ? dates(story) : {}),
  };
}

function folderLink(folder: Folder, folders: ReadonlyMap<string, Folder>, includeDates: boolean): LinkObject {
  const parent = folderOf(folder.slug);
  return {
    id: folder.id,
    uuid: folder.uuid,
    slug: folder.slug,
    path: null,
    real_path: `/${folder.slug}`,
    name: folder.slug.split('/').pop() ?? folder.slug,
    published: false,
    // Storyblok's own example lists a root folder with parent_id null.
    parent_id: parent ? (folders.get(parent)?.id ?? null) : null,
    is_folder: true,
    is_startpage: false,
    position: 0,
    ...(includeDates ? dates(null) : {}),
  };
}

/** Folders and visible stories as link objects, in slug order (a folder just before its start page). */
function allLinks(
  visible: readonly StoredStory[],
  all: readonly StoredStory[],
  includeDates: boolean,
): LinkObject[] {
  const folders = deriveFolders(all);
  const links = [
    ...[...folders.values()].map((f) => folderLink(f, folders, includeDates)),
    ...visible.map((s) => storyLink(s, folders, includeDates)),
  ];
  return links.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

export function listLinks(
  visible: readonly StoredStory[],
  all: readonly StoredStory[],
  query: URLSearchParams,
): { links: Record<string, LinkObject>; total: number; perPage: number } {
  let links = allLinks(visible, all, query.get('include_dates') === '1');
  const startsWith = query.get('starts_with');
  if (startsWith) links = links.filter((l) => l.slug.startsWith(startsWith));
  const withParent = query.get('with_parent');
  if (withParent !== null && withParent !== '') {
    const parent = Number(withParent);
    links = links.filter((l) => (l.parent_id ?? 0) === parent);
  }
  const { page, total, perPage } = paginate(links, query, storyblokPageCeilings.links);
  return { links: Object.fromEntries(page.map((l) => [l.uuid, l])), total, perPage };
}

/** `/cdn/links/{uuid}` (Storyblok's documented key), also by numeric id. */
export function findLink(
  visible: readonly StoredStory[],
  all: readonly StoredStory[],
  key: string,
  query: URLSearchParams,
): LinkObject | undefined {
  return allLinks(visible, all, query.get('include_dates') === '1').find(
    (l) => l.uuid === key || String(l.id) === key,
  );
}
