/**
 * Which query parameters each route of the local content server implements. Anything else is answered
 * with 400 naming it: the server is a faithful subset of Storyblok's Content Delivery API v2 (README,
 * the content server paragraph), so a test or an operator never takes a silent, unfiltered 200 for an answer.
 */
import { parseApiDate } from './api-date';
import { filterKey, filterOperations, isValues } from './filter-query';

export type Route = 'stories' | 'story' | 'links' | 'link' | 'space' | 'tags';

/** Every route: the token, and what storyblok-js-client adds to every cdn request (`version`, `cv`). */
const common = ['token', 'version', 'cv'];
const resolving = ['resolve_links', 'resolve_links_level', 'resolve_relations', 'resolve_level', 'language'];

const allowed: Record<Route, ReadonlySet<string>> = {
  stories: new Set([
    ...common,
    ...resolving,
    'per_page',
    'page',
    'starts_with',
    'by_slugs',
    'excluding_slugs',
    'is_startpage',
    'sort_by',
    'by_uuids',
    'by_uuids_ordered',
    'by_ids',
    'excluding_ids',
    'excluding_fields',
    'with_tag',
    'content_type',
    'level',
    ...datePropertyParams(),
  ]),
  story: new Set([...common, ...resolving, 'find_by']),
  links: new Set([...common, 'starts_with', 'with_parent', 'include_dates', 'page', 'per_page', 'paginated']),
  link: new Set([...common, 'include_dates']),
  space: new Set(common),
  tags: new Set([...common, 'starts_with']),
};

function datePropertyParams(): string[] {
  return ['published_at', 'first_published_at', 'updated_at'].flatMap((p) => [`${p}_gt`, `${p}_lt`]);
}

export class BadRequest extends Error {}

/** The first query parameter (or value) this route does not implement, as a BadRequest; null if all are fine. */
export function unsupportedParam(route: Route, query: URLSearchParams): BadRequest | null {
  for (const [key, value] of query) {
    if (key.startsWith('filter_query')) {
      if (route !== 'stories') return new BadRequest(`Unsupported query parameter: ${key}`);
      const problem = filterProblem(key, value);
      if (problem) return new BadRequest(problem);
      continue;
    }
    if (!allowed[route].has(key)) {
      return new BadRequest(
        `Unsupported query parameter: ${key} (the local content server does not implement it)`,
      );
    }
    const problem = valueProblem(key, value);
    if (problem) return new BadRequest(problem);
  }
  return null;
}

function filterProblem(key: string, value: string): string | null {
  const match = filterKey.exec(key);
  if (!match) {
    return `Unsupported query parameter: ${key} (only filter_query[field][operation] on one content field is implemented, no __or)`;
  }
  const [, field = '', op = ''] = match;
  if (field === '__or' || field.includes('.')) {
    return `Unsupported query parameter: ${key} (filter_query on nested fields or with __or is not implemented)`;
  }
  if (!filterOperations.has(op)) return `Unsupported filter_query operation: ${op} in ${key}`;
  if (op === 'is' && !isValues.includes(value)) {
    return `Unsupported value for ${key}: "${value}" (is takes ${isValues.join(', ')})`;
  }
  return null;
}

const oneOf: Record<string, readonly string[]> = {
  version: ['draft', 'published'],
  resolve_links: ['url', 'story', 'link'],
  resolve_links_level: ['1', '2'],
  resolve_level: ['1', '2'],
  find_by: ['uuid'],
  language: ['default'],
  include_dates: ['0', '1'],
  paginated: ['0', '1'],
  is_startpage: ['0', '1', 'true', 'false'],
};

const numeric = new Set(['per_page', 'page', 'level', 'with_parent', 'cv']);

function valueProblem(key: string, value: string): string | null {
  const values = oneOf[key];
  if (values && !values.includes(value)) {
    return `Unsupported value for ${key}: "${value}" (the local content server implements ${values.join(', ')})`;
  }
  if (numeric.has(key) && value !== '' && !/^\d+$/.test(value))
    return `${key} must be a whole number, not "${value}"`;
  if (key === 'sort_by') {
    const bad = value.split(',').find((part) => !/^[\w.-]+(:(asc|desc)(:(int|float))?)?$/.test(part.trim()));
    if (bad !== undefined)
      return `Unsupported sort_by: "${bad}" (the local content server implements field:asc|desc[:int|:float])`;
  }
  if (key === 'resolve_relations') {
    const bad = value.split(',').find((spec) => !/^[\w-]+\.[\w-]+$/.test(spec.trim()));
    if (bad !== undefined) return `resolve_relations expects component.field entries, not "${bad}"`;
  }
  if (key.endsWith('_at_gt') || key.endsWith('_at_lt')) {
    if (Number.isNaN(parseApiDate(value)))
      return `${key} expects a date like 2025-06-02 16:40, not "${value}"`;
  }
  return null;
}
