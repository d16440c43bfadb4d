/** Which rows of an amortisation table show before the visitor asks for all (docs/behaviour.md §2.25). */

/** Rows kept at each end of a collapsed table. */
export const edgeRows = 3;

export interface VisibleRows<T> {
  head: T[];
  tail: T[];
  /** Rows between head and tail that are not shown (0: every row is in head). */
  hidden: number;
}

export function visibleRows<T>(rows: readonly T[], showAll: boolean): VisibleRows<T> {
  if (showAll || rows.length <= edgeRows * 2 + 1) return { head: [...rows], tail: [], hidden: 0 };
  return {
    head: rows.slice(0, edgeRows),
    tail: rows.slice(-edgeRows),
    hidden: rows.length - edgeRows * 2,
  };
}
