/**
 * One line per schema issue, `field.path: expected X, received Y`, for messages a person reads (the
 * page-data parse failure of docs/behaviour.md §8, the config checks). Works for zod and zod/mini alike: zod/mini
 * ships no English messages, so the text is built from the issue's fields, not from `issue.message`.
 */
import type { core } from 'zod/mini';

/** The kind of a value as the messages name it (`object`, `array`, `null`, `string`, …). */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The value found at a schema issue's path (undefined where the path leads nowhere). */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function expectation(issue: core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'invalid_union':
      return 'expected one of the accepted shapes';
    default:
      // Checks in this project carry their own "expected …" message (e.g. a positive number).
      return issue.message;
  }
}

/** The value itself for short scalars (a config value a person typed), otherwise its kind. */
function shown(value: unknown): string {
  if (typeof value === 'string' && value.length <= 80) return `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return kindOf(value);
}

/**
 * `options.values`: name the value found, not only its kind. For configuration, whose author wants to see
 * the typo; page data names only kinds (`received string`), the file may be large and is not the reader's.
 */
export function describeIssue(
  issue: core.$ZodIssue,
  root: unknown,
  options: { values?: boolean } = {},
): string {
  const path = issue.path.map(String).join('.') || '(root)';
  const found = valueAt(root, issue.path);
  return `${path}: ${expectation(issue)}, received ${options.values ? shown(found) : kindOf(found)}`;
}
