/**
 * Removes Storyblok's `_editable` markers (draft responses put one on every blok). Built pages never
 * need them: only the preview screens outline bloks, and they read the draft themselves.
 */
export function stripEditable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripEditable);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '_editable') continue;
    out[key] = stripEditable(item);
  }
  return out;
}
