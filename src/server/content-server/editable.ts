/**
 * Draft responses carry `_editable` on every blok, root content included (reference §4): the comment
 * the visual editor's bridge reads to outline a blok and open it for editing.
 */
function isBlok(value: unknown): value is Record<string, unknown> & { _uid: string; component: string } {
  const v = value as { _uid?: unknown; component?: unknown } | null;
  return typeof v === 'object' && v !== null && typeof v._uid === 'string' && typeof v.component === 'string';
}

export function editableComment(component: string, spaceId: number, uid: string, storyId: number): string {
  return `<!--#storyblok#{"name": "${component}", "space": "${spaceId}", "uid": "${uid}", "id": "${storyId}"}-->`;
}

/** A copy of `value` with `_editable` set on every blok (draft) or removed everywhere (published). */
export function withEditable(
  value: unknown,
  mode: 'add' | 'strip',
  spaceId: number,
  storyId: number,
): unknown {
  if (Array.isArray(value)) return value.map((item) => withEditable(item, mode, spaceId, storyId));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '_editable') continue;
    out[key] = withEditable(item, mode, spaceId, storyId);
  }
  if (mode === 'add' && isBlok(value)) {
    out._editable = editableComment(value.component, spaceId, value._uid, storyId);
  }
  return out;
}
