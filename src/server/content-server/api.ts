/**
 * The Content Delivery API v2 answers of the local content server (reference §1, §7): stories list and
 * single story (with resolved links and relations), spaces/me, links, tags; tokens checked; `_editable`
 * on draft bloks; `cv` = the space version. A parameter or endpoint it does not implement gets a 400
 * naming it (params.ts), never an answer that ignores it.
 */
import { withEditable } from './editable';
import { excludingFields } from './exclude-fields';
import { findLink, listLinks } from './links';
import { type Route, unsupportedParam } from './params';
import { resolve, type ResolveOptions } from './resolve';
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

type Present = (story: StoredStory) => Record<string, unknown>;

function presenter(version: Version, spaceId: number, query: URLSearchParams): Present {
  const excluded = new Set(
    (query.get('excluding_fields') ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
  );
  return (story) => {
    const shown = excluded.size > 0 ? { ...story, content: excludingFields(story.content, excluded) } : story;
    return withEditable(shown, version === 'draft' ? 'add' : 'strip', spaceId, story.id) as Record<
      string,
      unknown
    >;
  };
}

function resolveOptions(query: URLSearchParams, present: Present): ResolveOptions {
  return {
    resolveLinks: query.get('resolve_links'),
    linksLevel: Number(query.get('resolve_links_level') ?? '1'),
    relations: (query.get('resolve_relations') ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean),
    present,
  };
}

function routeOf(route: string): Route | 'unimplemented' | null {
  const bare = route.replace(/\/+$/, '');
  if (bare === '/cdn/spaces/me') return 'space';
  if (bare === '/cdn/stories') return 'stories';
  if (bare.startsWith('/cdn/stories/')) return 'story';
  if (bare === '/cdn/links') return 'links';
  if (bare.startsWith('/cdn/links/')) return 'link';
  if (bare === '/cdn/tags') return 'tags';
  // Storyblok endpoints this server has nothing for: named, not a bare 404 or an empty 200.
  if (/^\/cdn\/(datasources|datasource_entries|datasource|spaces)(\/|$)/.test(bare)) return 'unimplemented';
  return null;
}

function badRequest(message: string): ApiAnswer {
  return { status: 400, body: { error: message } };
}

function tagsOf(stories: readonly StoredStory[], startsWith: string | null): ApiAnswer {
  const counts = new Map<string, number>();
  for (const story of stories) {
    if (startsWith && !story.full_slug.startsWith(startsWith)) continue;
    for (const tag of Array.isArray(story.tag_list) ? story.tag_list : []) {
      counts.set(String(tag), (counts.get(String(tag)) ?? 0) + 1);
    }
  }
  const tags = [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => ({ name, taggings_count: count }));
  return { status: 200, body: { tags } };
}

export function answer(
  pathname: string,
  query: URLSearchParams,
  authorization: string | undefined,
  snapshot: StoreSnapshot,
  tokens: ApiTokens,
  space: SpaceSettings,
): ApiAnswer {
  const path = pathname.replace(/^\/v[12]/, '');
  if (!path.startsWith('/cdn/')) return notFound;
  const route = routeOf(path);
  if (!route) return notFound;
  const version = authorize(query, authorization, tokens);
  if (!version) return unauthorized;
  if (route === 'unimplemented') {
    return badRequest(`Unsupported endpoint: ${path} (the local content server does not implement it)`);
  }
  const problem = unsupportedParam(route, query);
  if (problem) return badRequest(problem.message);
  const cv = snapshot.version;
  const all = snapshot.stories;
  const visible = version === 'draft' ? all : all.filter(isPublished);
  const present = presenter(version, space.id, query);

  switch (route) {
    case 'space':
      return { status: 200, body: { space: { ...space, version: cv, language_codes: [] } } };
    case 'stories': {
      const list = queryStories(visible, query);
      const stories = list.page.map(present);
      const resolved = resolve(stories, visible, all, resolveOptions(query, present));
      return {
        status: 200,
        body: { stories, cv, ...resolved },
        headers: { Total: String(list.total), 'Per-Page': String(list.perPage) },
      };
    }
    case 'story': {
      const key = decodeURIComponent(path.slice('/cdn/stories/'.length));
      const found = findStory(visible, key, query.get('find_by'));
      if (!found) return notFound;
      const story = present(found);
      const resolved = resolve([story], visible, all, resolveOptions(query, present));
      return { status: 200, body: { story, cv, ...resolved } };
    }
    case 'links': {
      const { links, total, perPage } = listLinks(visible, all, query);
      return { status: 200, body: { links }, headers: { Total: String(total), 'Per-Page': String(perPage) } };
    }
    case 'link': {
      const key = decodeURIComponent(path.slice('/cdn/links/'.length)).replace(/\/+$/, '');
      const link = findLink(visible, all, key, query);
      return link ? { status: 200, body: { link } } : notFound;
    }
    case 'tags':
      return tagsOf(visible, query.get('starts_with'));
  }
}
