import type { Blok } from '../content/blok';
import { Bloks } from './render-block';

/** A page region (header, footer…) rendered only when it has blocks, so empty regions leave no markup. */
export function PageRegion({ items, className }: { items: readonly Blok[]; className: string }) {
  if (items.length === 0) return null;
  return (
    <div className={className}>
      <Bloks items={items} />
    </div>
  );
}
