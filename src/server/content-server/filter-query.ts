/**
 * `filter_query[field][operation]=value1,value2` on a plain (top-level) content field, as Storyblok's
 * filter queries document it: filters are ANDed, comma-separated values are ORed, story properties are
 * not filterable. Nested fields and `__or` are refused by params.ts.
 */
import { parseApiDate } from './api-date';
import type { StoredStory } from './story-store';

type Test = (value: unknown, wanted: string[]) => boolean;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

const valueTypes: Record<string, (v: unknown) => boolean> = {
  empty: isEmpty,
  not_empty: (v) => !isEmpty(v),
  empty_array: (v) => Array.isArray(v) && v.length === 0,
  not_empty_array: (v) => Array.isArray(v) && v.length > 0,
  true: (v) => v === true || v === 'true',
  false: (v) => v === false || v === 'false',
  null: (v) => v === null || v === undefined,
  not_null: (v) => v !== null && v !== undefined,
};

function scalar(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

function wildcard(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

function number(value: unknown): number {
  const text = scalar(value);
  return text === null || text.trim() === '' ? Number.NaN : Number(text);
}

function compared(parse: (v: string) => number, above: boolean): Test {
  return (value, wanted) => {
    const own = parse(scalar(value) ?? '');
    const bound = parse(wanted.join(','));
    if (Number.isNaN(own) || Number.isNaN(bound)) return false;
    return above ? own > bound : own < bound;
  };
}

const arrayOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(scalar).filter((s): s is string => s !== null) : [];

const tests: Record<string, Test> = {
  is: (value, wanted) => valueTypes[wanted.join(',')]?.(value) ?? false,
  in: (value, wanted) => {
    const own = scalar(value);
    return own !== null && wanted.includes(own);
  },
  not_in: (value, wanted) => {
    const own = scalar(value);
    return own === null || !wanted.includes(own);
  },
  like: (value, wanted) => {
    const own = scalar(value);
    return own !== null && wanted.some((w) => wildcard(w).test(own));
  },
  not_like: (value, wanted) => {
    const own = scalar(value);
    return own === null || !wanted.some((w) => wildcard(w).test(own));
  },
  gt_int: compared((v) => Math.trunc(number(v)), true),
  lt_int: compared((v) => Math.trunc(number(v)), false),
  gt_float: compared(number, true),
  lt_float: compared(number, false),
  gt_date: compared(parseApiDate, true),
  lt_date: compared(parseApiDate, false),
  any_in_array: (value, wanted) => arrayOf(value).some((item) => wanted.includes(item)),
  all_in_array: (value, wanted) => {
    const own = arrayOf(value);
    return wanted.every((item) => own.includes(item));
  },
};

export const filterOperations: ReadonlySet<string> = new Set(Object.keys(tests));

/** The `is` values Storyblok documents; any other `is` value is refused. */
export const isValues: readonly string[] = Object.keys(valueTypes);

export interface Filter {
  field: string;
  op: string;
  values: string[];
}

export const filterKey = /^filter_query\[([^\][]+)\]\[([^\][]+)\]$/;

/** The filters of a query (params.ts has already refused the ones not implemented). */
export function filtersOf(query: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of query) {
    const match = filterKey.exec(key);
    if (!match) continue;
    const [, field = '', op = ''] = match;
    const values =
      op.endsWith('_date') || op.endsWith('_int') || op.endsWith('_float') ? [value] : value.split(',');
    filters.push({ field, op, values: values.map((v) => v.trim()) });
  }
  return filters;
}

export function matchesFilters(story: StoredStory, filters: readonly Filter[]): boolean {
  return filters.every(({ field, op, values }) => tests[op]?.(story.content[field], values) ?? false);
}
