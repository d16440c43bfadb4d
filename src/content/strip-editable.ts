/**
 * Removes Storyblok's `_editable` markers (draft responses put one on every blok). Built pages never
 * need them: only the preview screens outline bloks, and they read the draft themselves.
 *
 * A copy made with a stack of its own, not recursion: it reads the service's answer before anything checks
 * its depth, and JSON nested 100,000 levels must not end the build with "Maximum call stack size exceeded"
 * (issue 34). The normaliser then refuses what is nested too deep, with a content error.
 */
export function stripEditable(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const root: unknown[] | Record<string, unknown> = Array.isArray(value) ? [] : {};
  const pending: { from: object; to: unknown[] | Record<string, unknown> }[] = [{ from: value, to: root }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { from, to } = next;
    for (const [key, item] of Object.entries(from)) {
      if (key === '_editable' && !Array.isArray(from)) continue;
      let copy: unknown = item;
      if (typeof item === 'object' && item !== null) {
        const container = Array.isArray(item) ? [] : {};
        pending.push({ from: item, to: container });
        copy = container;
      }
      (to as Record<string, unknown>)[key] = copy;
    }
  }
  return root;
}
