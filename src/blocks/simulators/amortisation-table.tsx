import { useEffect, useId, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { ScheduleRow } from './loan';
import { formatMoney } from './money';
import { scheduleColumns, scheduleCsv } from './schedule-csv';
import { visibleRows, type VisibleRows } from './schedule-rows';
import { simulationDate, type ScheduleSummary } from './schedule-summary';
import { SimulatorDisclaimer } from './simulator-frame';
import { simulatorTexts as texts } from './texts';
import { ScrollableTable } from '../parts/scrollable-table';

/** The class the body carries while a schedule is printed: the print styles then show only its sheet. */
const printingClass = 'printing-schedule';

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
function download(schedule: readonly ScheduleRow[], summary: ScheduleSummary, fileName: string): void {
  const csv = scheduleCsv(schedule, summary, simulationDate().iso);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has started the download by the next task; the address is then no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface TableProps {
  id?: string;
  /** The payment column leaves out insurance the monthly payment adds: its heading says so. */
  insured: boolean;
  rows: VisibleRows<ScheduleRow>;
}

function ScheduleTable({ id, insured, rows }: TableProps) {
  const { head, tail, hidden } = rows;
  const columns = scheduleColumns(insured);
  return (
    <table id={id} className="rich-text-table simulator-table">
      <caption>{texts.scheduleCaption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
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
            <td colSpan={columns.length}>{texts.scheduleHidden(hidden)}</td>
          </tr>
        )}
        {tail.map((row) => (
          <Row key={row.month} row={row} />
        ))}
      </tbody>
    </table>
  );
}

/**
 * The sheet "Imprimir la tabla" prints (issue 40: it printed the whole page, 12 Letter pages for a 15-year
 * mortgage): the product, the simulation's inputs and figures, the date, every row and the notice, in a region
 * of its own at the end of the body; while it is there the print styles hide everything else.
 */
function PrintSheet({ schedule, summary }: { schedule: readonly ScheduleRow[]; summary: ScheduleSummary }) {
  return createPortal(
    <div className="simulator-print">
      <p className="simulator-title">{summary.title}</p>
      <p className="simulator-results-heading">{summary.heading}</p>
      <dl className="simulator-print-facts">
        {[...summary.lines, [texts.csvDate, simulationDate().shown] as const].map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ScheduleTable insured={summary.insured} rows={visibleRows(schedule, true)} />
      <SimulatorDisclaimer doc={summary.notice} />
    </div>,
    document.body,
  );
}

/**
 * The month-by-month schedule, closed until the visitor opens it (a native <details>, so it opens without
 * JavaScript too); open, it shows the first and last months and the others on request (docs/behaviour.md §2.25).
 * It can be downloaded as CSV and printed (issue 32), each with the simulation it belongs to (issue 40).
 */
export function AmortisationTable({
  schedule,
  summary,
  fileName,
}: {
  schedule: readonly ScheduleRow[];
  summary: ScheduleSummary;
  fileName: string;
}) {
  const [showAll, setShowAll] = useState(false);
  const [printing, setPrinting] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const tableId = `${useId()}-table`;
  useEffect(() => {
    if (!printing) return undefined;
    document.body.classList.add(printingClass);
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    return () => {
      window.removeEventListener('afterprint', done);
      document.body.classList.remove(printingClass);
    };
  }, [printing]);
  const print = () => {
    // The sheet is in the page before the print dialog takes its picture of it.
    flushSync(() => setPrinting(true));
    document.body.classList.add(printingClass);
    window.print();
  };
  const rows = visibleRows(schedule, showAll);
  const canCollapse = schedule.length !== visibleRows(schedule, false).head.length;
  return (
    <details ref={details} className="simulator-schedule">
      <summary className="simulator-schedule-summary">{texts.scheduleSummary}</summary>
      <ScrollableTable label={texts.scheduleCaption}>
        <ScheduleTable id={tableId} insured={summary.insured} rows={rows} />
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
          onClick={() => download(schedule, summary, fileName)}
        >
          {texts.downloadCsv}
        </button>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={print}>
          {texts.printSchedule}
        </button>
      </div>
      {printing && <PrintSheet schedule={schedule} summary={summary} />}
    </details>
  );
}
