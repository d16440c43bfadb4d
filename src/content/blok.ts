/** Every content block carries `_uid` and `component` (SPEC §3). */
export interface Blok {
  _uid: string;
  component: string;
  /** Storyblok's editable marker, present in draft content only (reference §4). */
  _editable?: string;
  [field: string]: unknown;
}

export function isBlokLike(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
