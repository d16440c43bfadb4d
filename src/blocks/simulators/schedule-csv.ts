/**
 * The amortisation table as a CSV file (issue 32): the same rows and columns as the table on screen, amounts
 * with a point and two decimals and no thousands separator or currency sign, so a spreadsheet reads them as
 * numbers. A byte-order mark first, so Excel reads the accents of the headings as UTF-8.
 */
import type { ScheduleRow } from './loan';
import type { Cents } from './money';
import { simulatorTexts as texts } from './texts';

const plain = (cents: Cents) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export function scheduleCsv(schedule: readonly ScheduleRow[]): string {
  const lines = [
    texts.scheduleColumns.join(','),
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
