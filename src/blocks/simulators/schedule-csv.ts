/**
 * The amortisation table as a CSV file (issue 32): the same rows and columns as the table on screen, amounts
 * with a point and two decimals and no thousands separator or currency sign, so a spreadsheet reads them as
 * numbers. A byte-order mark first, so Excel reads the accents of the headings as UTF-8. Above the table, a
 * line per fact of the simulation (issue 40): product, amount, term, rate, insurance, payment, the date and the
 * notice that it is no offer, then an empty line.
 */
import { blokPlainText } from '../../content/plain-text';
import type { ScheduleRow } from './loan';
import type { Cents } from './money';
import type { ScheduleSummary } from './schedule-summary';
import { simulatorTexts as texts } from './texts';

const plain = (cents: Cents) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A field quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The table's column headings: the payment column says whether the insurance is in it. */
export function scheduleColumns(insured: boolean): readonly string[] {
  return texts.scheduleColumns.map((column, i) =>
    i === 1 && insured ? texts.paymentWithoutInsurance : column,
  );
}

export function scheduleCsv(
  schedule: readonly ScheduleRow[],
  summary: ScheduleSummary,
  date: string,
): string {
  const facts = [
    [texts.csvProduct, summary.title],
    ...summary.lines,
    [texts.csvDate, date],
    [texts.csvNotice, blokPlainText(summary.notice).replace(/\n/g, ' ')],
  ];
  const lines = [
    ...facts.map((fact) => fact.map(field).join(',')),
    '',
    scheduleColumns(summary.insured).map(field).join(','),
    ...schedule.map((row) =>
      [
        String(row.month),
        plain(row.payment),
        plain(row.interest),
        plain(row.capital),
        plain(row.balance),
      ].join(','),
    ),
  ];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
