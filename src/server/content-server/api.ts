/**
 * The Content Delivery API v2 answers of the local content server (reference §1, §7): stories list and
 * single story, spaces/me, links; tokens checked; `_editable` on draft bloks; `cv` = the space version.
 */
import { withEditable } from './editable';
import { findStory, queryStories } from './story-query';
import type { StoreSnapshot, StoredStory } from './story-store';

export interface ApiTokens {
  /** Reads drafts and published content. */
  preview: string;
  /** Reads published content only. */
  public: string;
}

export interface SpaceSettings {
  id: number;
  name: string;
  domain: string;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const unauthorized: ApiAnswer = { status: 401, body: { error: 'Unauthorized' } };
const notFound: ApiAnswer = { status: 404, body: ['This record could not be found'] };

type Version = 'draft' | 'published';

/** Checks the token for the version asked; a public token may not read drafts. */
function authorize(
  query: URLSearchParams,
  authorization: string | undefined,
  tokens: ApiTokens,
): Version | null {
  const version: Version = query.get('version') === 'draft' ? 'draft' : 'published';
  const token = query.get('token') || authorization || '';
  if (token === tokens.preview) return version;
  if (token === tokens.public && version === 'published') return version;
  return null;
}

function isPublished(story: StoredStory): boolean {
  // A story that was never published exists only as a draft (reference §1.3).
  return story.published_at !== null;
}

function present(story: StoredStory, version: Version, spaceId: number): unknown {
  return withEditable(story, version === 'draft' ? 'add' : 'strip', spaceId, story.id);
}

function linksOf(stories: readonly StoredStory[], query: URLSearchParams): Record<string, unknown> {
  const startsWith = query.get('starts_with') ?? '';
  const links: Record<string, unknown> = {};
  const folders = new Map<string, number>();
  for (const story of stories) {
    if (!story.full_slug.startsWith(startsWith)) continue;
    const slug = story.full_slug;
    const segments = slug.replace(/\/+$/, '').split('/');
    for (let i = 1; i < segments.length; i++) {
      const folder = segments.slice(0, i).join('/');
      if (!folders.has(folder)) folders.set(folder, Number(story.parent_id ?? 0));
    }
    if (story.is_startpage) folders.set(slug.replace(/\/+$/, ''), Number(story.parent_id ?? 0));
    links[story.uuid] = {
      id: story.id,
      uuid: story.uuid,
      slug,
      path: story.path ?? null,
      real_path: `/${slug}`,
      name: story.name,
      published: isPublished(story),
      parent_id: story.parent_id ?? 0,
      is_folder: false,
      is_startpage: story.is_startpage === true,
      position: story.position ?? 0,
    };
  }
  for (const [slug, id] of folders) {
    const uuid = `folder-${slug}`;
    links[uuid] = {
      id,
      uuid,
      slug,
      path: null,
      real_path: `/${slug}`,
      name: slug.split('/').pop() ?? slug,
      published: false,
      parent_id: null,
      is_folder: true,
      is_startpage: false,
      position: 0,
    };
  }
  return links;
}

export function answer(
  pathname: string,
  query: URLSearchParams,
  authorization: string | undefined,
  snapshot: StoreSnapshot,
  tokens: ApiTokens,
  space: SpaceSettings,
): ApiAnswer {
  const route = pathname.replace(/^\/v[12]/, '');
  if (!route.startsWith('/cdn/')) return notFound;
  const version = authorize(query, authorization, tokens);
  if (!version) return unauthorized;
  const cv = snapshot.version;
  const visible = version === 'draft' ? snapshot.stories : snapshot.stories.filter(isPublished);

  if (route === '/cdn/spaces/me' || route === '/cdn/spaces/me/') {
    return { status: 200, body: { space: { ...space, version: cv, language_codes: [] } } };
  }
  if (route === '/cdn/stories' || route === '/cdn/stories/') {
    const list = queryStories(visible, query);
    return {
      status: 200,
      body: { stories: list.page.map((s) => present(s, version, space.id)), cv, rels: [], links: [] },
      headers: { Total: String(list.total), 'Per-Page': String(list.perPage) },
    };
  }
  if (route.startsWith('/cdn/stories/')) {
    const key = decodeURIComponent(route.slice('/cdn/stories/'.length));
    const story = findStory(visible, key, query.get('find_by'));
    if (!story) return notFound;
    return { status: 200, body: { story: present(story, version, space.id), cv, rels: [], links: [] } };
  }
  if (route === '/cdn/links' || route === '/cdn/links/') {
    const links = linksOf(visible, query);
    return { status: 200, body: { links }, headers: { Total: String(Object.keys(links).length) } };
  }
  return notFound;
}
