import type { ReactNode } from 'react';

/** The name of a table's scroll region when the table has no caption of its own to lend it. */
export const scrollableTableLabel = 'Tabla (desplazable)';

/**
 * What makes a table's horizontal scroll box usable: on a phone a wide table scrolls inside it, so it can be
 * focused and scrolled with the arrow keys, and is named (axe `scrollable-region-focusable`; issue 40: four
 * rates tables on 'Tasas y comisiones' and the raw HTML tables of four pages could not be reached by keyboard).
 */
export function scrollRegionProps(label: string = scrollableTableLabel) {
  return { role: 'group', 'aria-label': label, tabIndex: 0 } as const;
}

/** A table's horizontal scroll box (scrollRegionProps). */
export function ScrollableTable({
  label = scrollableTableLabel,
  children,
}: {
  label?: string;
  children: ReactNode;
}) {
  return (
    <div className="table-responsive" {...scrollRegionProps(label)}>
      {children}
    </div>
  );
}
