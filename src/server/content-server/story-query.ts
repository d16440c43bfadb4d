/**
 * GET /v2/cdn/stories filters as the Content Delivery API v2 applies them (reference §1.1): starts_with,
 * by_slugs / excluding_slugs with `*`, is_startpage, sort_by, and pagination (per_page clamped to 100).
 */
import type { StoredStory } from './story-store';

export const maxPerPage = 100;
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

export function queryStories(stories: readonly StoredStory[], query: URLSearchParams): ListResult {
  let result = [...stories];
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

  const requested = Number.parseInt(query.get('per_page') ?? '', 10);
  const perPage = Math.min(maxPerPage, Math.max(1, Number.isNaN(requested) ? defaultPerPage : requested));
  const pageNumber = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const start = (pageNumber - 1) * perPage;
  return { page: result.slice(start, start + perPage), total: result.length, perPage };
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
