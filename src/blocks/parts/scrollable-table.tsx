import type { ReactNode } from 'react';

/** The name of a table's scroll region when the table has no caption of its own to lend it. */
export const scrollableTableLabel = 'Tabla (desplazable)';

/**
 * A table's horizontal scroll box: on a phone a wide table scrolls inside it, so it can be focused and
 * scrolled with the arrow keys, and is named (axe `scrollable-region-focusable`; issue 40: four rates tables
 * on 'Tasas y comisiones' could not be reached by keyboard).
 */
export function ScrollableTable({
  label = scrollableTableLabel,
  children,
}: {
  label?: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box is reached by keyboard to scroll it
    <div className="table-responsive" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
