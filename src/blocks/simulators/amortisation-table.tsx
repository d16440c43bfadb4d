import { useId, useState } from 'react';
import type { ScheduleRow } from './loan';
import { formatMoney } from './money';
import { visibleRows } from './schedule-rows';
import { simulatorTexts as texts } from './texts';

function Row({ row }: { row: ScheduleRow }) {
  return (
    <tr>
      <th scope="row">{row.month}</th>
      <td>{formatMoney(row.payment)}</td>
      <td>{formatMoney(row.interest)}</td>
      <td>{formatMoney(row.capital)}</td>
      <td>{formatMoney(row.balance)}</td>
    </tr>
  );
}

/**
 * The month-by-month schedule, closed until the visitor opens it (a native <details>, so it opens without
 * JavaScript too); open, it shows the first and last months and the others on request (docs/behaviour.md §2.25).
 */
export function AmortisationTable({ schedule }: { schedule: readonly ScheduleRow[] }) {
  const [showAll, setShowAll] = useState(false);
  const tableId = `${useId()}-table`;
  const { head, tail, hidden } = visibleRows(schedule, showAll);
  const canCollapse = schedule.length !== visibleRows(schedule, false).head.length;
  return (
    <details className="simulator-schedule">
      <summary className="simulator-schedule-summary">{texts.scheduleSummary}</summary>
      <div className="table-responsive">
        <table id={tableId} className="rich-text-table simulator-table">
          <caption>{texts.scheduleCaption}</caption>
          <thead>
            <tr>
              {texts.scheduleColumns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {head.map((row) => (
              <Row key={row.month} row={row} />
            ))}
            {hidden > 0 && (
              <tr className="simulator-table-gap">
                <td colSpan={texts.scheduleColumns.length}>{texts.scheduleHidden(hidden)}</td>
              </tr>
            )}
            {tail.map((row) => (
              <Row key={row.month} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      {canCollapse && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          aria-controls={tableId}
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? texts.showEndRows : texts.showAllRows(schedule.length)}
        </button>
      )}
    </details>
  );
}
