/**
 * Page data gives every block a short `_uid` of its own, unique within the page, in place of the content
 * service's 36-character UUID (docs/performance.md "Page data"). In the browser `_uid` only tells a page's
 * blocks apart (render keys, the toggler group, heading ids, the finder's places), and the UUIDs, being random,
 * did not compress: they were a third of the home's inline state after brotli and pushed its HTML past the
 * first round trip. Content problems are found and reported at build time, from the content itself, with the
 * real `_uid` (docs/behaviour.md §5); the preview keeps the real ones too, as the visual editor needs them.
 */
export function withPageBlockIds<T>(content: T): T {
  let next = 0;
  const copy = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(copy);
    if (value === null || typeof value !== 'object') return value;
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    // The id is given before the block's children are walked, so ids follow document order.
    const isBlock = typeof source._uid === 'string' && typeof source.component === 'string';
    if (isBlock) out._uid = (next++).toString(36);
    for (const [key, field] of Object.entries(source))
      if (!(isBlock && key === '_uid')) out[key] = copy(field);
    return out;
  };
  return copy(content) as T;
}
