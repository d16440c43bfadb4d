import type { ContentError } from '../content-error';

/** A readable report of content problems, grouped by story. */
export function formatContentReport(errors: readonly ContentError[]): string {
  if (errors.length === 0) return '0 errors';
  // Grouped by story; warnings (a spec fallback applied) are listed but not counted as errors.
  const byStory = new Map<string, ContentError[]>();
  for (const error of errors) {
    const list = byStory.get(error.story) ?? [];
    list.push(error);
    byStory.set(error.story, list);
  }
  const lines: string[] = [];
  for (const [story, list] of [...byStory.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${story}`);
    for (const error of list) lines.push(`    - ${error.describe()}`);
  }
  const count = errors.filter((e) => e.severity === 'error').length;
  const warnings = errors.length - count;
  const stories = `${byStory.size} ${byStory.size === 1 ? 'story' : 'stories'}`;
  const warned = warnings > 0 ? `, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : '';
  lines.push(`${count} ${count === 1 ? 'error' : 'errors'}${warned} in ${stories}`);
  return lines.join('\n');
}
