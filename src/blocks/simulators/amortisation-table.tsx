import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ScheduleRow } from './loan';
import { formatMoney } from './money';
import { scheduleCsv } from './schedule-csv';
import { visibleRows } from './schedule-rows';
import { simulatorTexts as texts } from './texts';
import { ScrollableTable } from '../parts/scrollable-table';

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

/** Offers the schedule as a file; the link is made on the click, so no file is built for a visitor who never asks. */
function download(schedule: readonly ScheduleRow[], fileName: string): void {
  const url = URL.createObjectURL(new Blob([scheduleCsv(schedule)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has started the download by the next task; the address is then no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The month-by-month schedule, closed until the visitor opens it (a native <details>, so it opens without
 * JavaScript too); open, it shows the first and last months and the others on request (docs/behaviour.md §2.25).
 * It can be downloaded as CSV and printed whole (issue 32).
 */
export function AmortisationTable({
  schedule,
  fileName,
}: {
  schedule: readonly ScheduleRow[];
  fileName: string;
}) {
  const [showAll, setShowAll] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const tableId = `${useId()}-table`;
  const print = () => {
    // Every row and the table open before the print dialog takes its picture of the page.
    flushSync(() => setShowAll(true));
    if (details.current) details.current.open = true;
    window.print();
  };
  const { head, tail, hidden } = visibleRows(schedule, showAll);
  const canCollapse = schedule.length !== visibleRows(schedule, false).head.length;
  return (
    <details ref={details} className="simulator-schedule">
      <summary className="simulator-schedule-summary">{texts.scheduleSummary}</summary>
      <ScrollableTable label={texts.scheduleCaption}>
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
      </ScrollableTable>
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
      <div className="simulator-schedule-actions">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => download(schedule, fileName)}
        >
          {texts.downloadCsv}
        </button>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={print}>
          {texts.printSchedule}
        </button>
      </div>
    </details>
  );
}
