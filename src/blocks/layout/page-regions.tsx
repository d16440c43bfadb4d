import type { Blok } from '../../content/blok';
import { MenuItems } from '../menu/menu-link';
import { Bloks } from '../parts/render-block';
import { HydrationBoundary } from '../parts/hydration-boundary';

/** A page region (header, footer…) rendered only when it has blocks, so empty regions leave no markup. */
export function PageRegion({ items, className }: { items: readonly Blok[]; className: string }) {
  if (items.length === 0) return null;
  return (
    // Its first class (`page-header`, `page-body`…) names the region.
    <HydrationBoundary>
      <div className={className}>
        <Bloks items={items} />
      </div>
    </HydrationBoundary>
  );
}

/**
 * The page's own menu region: its entries in one navigation landmark, between the header and the
 * body. Menu links become list items (with their submenus); any other block gets an item of its own.
 */
export function PageMenu({ items }: { items: readonly Blok[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Menú de la página" className="page-menu container py-2">
      <ul className="list-unstyled d-flex flex-wrap align-items-center gap-3 m-0">
        <MenuItems items={items} />
      </ul>
    </nav>
  );
}
