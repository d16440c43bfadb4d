/**
 * GET /v2/cdn/stories filters as the Content Delivery API v2 applies them (reference §1.1): starts_with,
 * by_slugs / excluding_slugs with `*`, is_startpage, by_uuids(_ordered), by_ids, excluding_ids, with_tag,
 * content_type, level, filter_query, published/updated dates, sort_by, and pagination (per_page clamped
 * to 100). Parameters outside this list never get here (params.ts answers 400).
 */
import { storyblokPageCeilings } from '../../config/storyblok-pages';
import { parseApiDate } from './api-date';
import { filtersOf, matchesFilters } from './filter-query';
import type { StoredStory } from './story-store';

export const defaultPerPage = 25;

/** `banca-personas/*,home` → one regular expression over full_slug. */
function slugPattern(list: string): RegExp {
  const alternatives = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*'));
  return new RegExp(`^(?:${alternatives.join('|')})$`);
}

function sortValue(story: StoredStory, field: string): unknown {
  if (field.startsWith('content.')) return story.content[field.slice('content.'.length)];
  return story[field];
}

function compare(a: unknown, b: unknown, kind: string | undefined): number {
  if (kind === 'int' || kind === 'float' || (typeof a === 'number' && typeof b === 'number')) {
    return Number(a ?? 0) - Number(b ?? 0);
  }
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/** `position:desc,name:asc` (also `content.price:asc:int`); unknown fields sort as empty. */
function sorter(sortBy: string | null): (a: StoredStory, b: StoredStory) => number {
  const keys = (sortBy || 'position:asc')
    .split(',')
    .map((part) => part.trim().split(':'))
    .filter((parts) => parts[0]);
  return (a, b) => {
    for (const [field = '', direction = 'asc', kind] of keys) {
      const order = compare(sortValue(a, field), sortValue(b, field), kind);
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    // Ties keep a stable, predictable order.
    return a.full_slug.localeCompare(b.full_slug);
  };
}

export interface ListResult {
  page: StoredStory[];
  total: number;
  perPage: number;
}

function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Folder depth: `home` and `banca-personas/` (a start page lives in its folder) differ by one. */
function levelOf(story: StoredStory): number {
  return story.full_slug.split('/').length;
}

/** `published_at_gt=2025-06-02 16:40` and its siblings: strictly after / before; no date never matches. */
function dateFilters(query: URLSearchParams): Array<(story: StoredStory) => boolean> {
  const filters: Array<(story: StoredStory) => boolean> = [];
  for (const property of ['published_at', 'first_published_at', 'updated_at']) {
    for (const [suffix, above] of [
      ['_gt', true],
      ['_lt', false],
    ] as const) {
      const raw = query.get(`${property}${suffix}`);
      if (!raw) continue;
      const bound = parseApiDate(raw);
      filters.push((story) => {
        const own = typeof story[property] === 'string' ? Date.parse(story[property]) : Number.NaN;
        if (Number.isNaN(own)) return false;
        return above ? own > bound : own < bound;
      });
    }
  }
  return filters;
}

function filtered(stories: readonly StoredStory[], query: URLSearchParams): StoredStory[] {
  let result = [...stories];
  const byUuids = list(query.get('by_uuids'));
  if (byUuids.length > 0) result = result.filter((s) => byUuids.includes(s.uuid));
  const ordered = list(query.get('by_uuids_ordered'));
  if (ordered.length > 0) result = result.filter((s) => ordered.includes(s.uuid));
  const byIds = list(query.get('by_ids'));
  if (byIds.length > 0) result = result.filter((s) => byIds.includes(String(s.id)));
  const excludingIds = list(query.get('excluding_ids'));
  if (excludingIds.length > 0) result = result.filter((s) => !excludingIds.includes(String(s.id)));
  const tags = list(query.get('with_tag'));
  if (tags.length > 0) {
    result = result.filter(
      (s) => Array.isArray(s.tag_list) && s.tag_list.some((t) => tags.includes(String(t))),
    );
  }
  const contentType = query.get('content_type');
  if (contentType) result = result.filter((s) => s.content.component === contentType);
  const level = query.get('level');
  if (level) result = result.filter((s) => levelOf(s) === Number(level));
  const filters = filtersOf(query);
  if (filters.length > 0) result = result.filter((s) => matchesFilters(s, filters));
  for (const test of dateFilters(query)) result = result.filter(test);
  return result;
}

export function queryStories(stories: readonly StoredStory[], query: URLSearchParams): ListResult {
  let result = filtered(stories, query);
  const startsWith = query.get('starts_with');
  if (startsWith) result = result.filter((s) => s.full_slug.startsWith(startsWith));
  const bySlugs = query.get('by_slugs');
  if (bySlugs) {
    const pattern = slugPattern(bySlugs);
    result = result.filter((s) => pattern.test(s.full_slug));
  }
  const excluding = query.get('excluding_slugs');
  if (excluding) {
    const pattern = slugPattern(excluding);
    result = result.filter((s) => !pattern.test(s.full_slug));
  }
  const startpage = query.get('is_startpage');
  if (startpage === '1' || startpage === 'true') result = result.filter((s) => s.is_startpage === true);
  if (startpage === '0' || startpage === 'false') result = result.filter((s) => s.is_startpage !== true);
  result.sort(sorter(query.get('sort_by')));
  const ordered = list(query.get('by_uuids_ordered'));
  // by_uuids_ordered answers in the order asked (sort_by does not apply).
  if (ordered.length > 0) result.sort((a, b) => ordered.indexOf(a.uuid) - ordered.indexOf(b.uuid));
  return paginate(result, query, storyblokPageCeilings.stories);
}

/** `page` (from 1; past the end an empty page) and `per_page` (default 25, clamped to `max`). */
export function paginate<T>(
  items: readonly T[],
  query: URLSearchParams,
  max: number,
): { page: T[]; total: number; perPage: number } {
  const requested = Number.parseInt(query.get('per_page') ?? '', 10);
  const perPage = Math.min(max, Math.max(1, Number.isNaN(requested) ? defaultPerPage : requested));
  const pageNumber = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const start = (pageNumber - 1) * perPage;
  return { page: items.slice(start, start + perPage), total: items.length, perPage };
}

/** A single story by full slug (trailing slash tolerant), numeric id, or uuid with `find_by=uuid`. */
export function findStory(
  stories: readonly StoredStory[],
  key: string,
  findBy: string | null,
): StoredStory | undefined {
  if (findBy === 'uuid') return stories.find((s) => s.uuid === key);
  const slug = key.replace(/^\/+|\/+$/g, '');
  if (/^\d+$/.test(slug)) {
    const byId = stories.find((s) => s.id === Number(slug));
    if (byId) return byId;
  }
  // A folder's start page has full_slug `folder/`; `folder` and `folder/` both find it.
  return stories.find((s) => s.full_slug.replace(/\/+$/, '') === slug);
}
