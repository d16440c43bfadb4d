/** Dates in Storyblok's query parameters: `2025-06-02 16:40` (UTC), or an ISO time. */
export function parseApiDate(value: string): number {
  const trimmed = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}/.test(trimmed)) return Number.NaN;
  const iso = trimmed.replace(' ', 'T');
  return Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(iso) || iso.length === 10 ? iso : `${iso}Z`);
}
