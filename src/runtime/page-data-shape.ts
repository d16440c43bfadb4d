/**
 * Checks the shape of a fetched page-data file (docs/behaviour.md §3, §7) before the router renders it. Loaded as its
 * own chunk by fetch-page-data.ts, in parallel with the request: the first page hydrates from inline data
 * and never loads it, so it adds nothing to the entry chunk.
 */
import { pageDataFileSchema } from '../content/schemas/entities/page-data-file';
import type { PageDataFile } from '../content/page-data-types';
import { describeIssue } from '../common/describe-issue';

export type PageDataShape = { ok: true; file: PageDataFile } | { ok: false; reason: string };

/** The file, or the first bad field and what was expected (`data.story.content: expected object, received string`). */
export function checkPageDataShape(json: unknown): PageDataShape {
  const result = pageDataFileSchema.safeParse(json);
  if (result.success) return { ok: true, file: result.data };
  const [first] = result.error.issues;
  return { ok: false, reason: first ? describeIssue(first, json) : 'invalid page data' };
}
