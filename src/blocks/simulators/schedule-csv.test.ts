import { describe, expect, it } from 'vitest';
import { amortise } from './loan';
import { scheduleCsv } from './schedule-csv';

describe('scheduleCsv', () => {
  it('writes the table as it shows: the headings, then a row a month, amounts as plain numbers', () => {
    const { schedule } = amortise({ principal: 100_000, annualRatePercent: 12, months: 3 });
    const csv = scheduleCsv(schedule);
    expect(csv.startsWith('\ufeff')).toBe(true);
    // US$1,000.00 at 1 % a month: instalment 340.02; the last month pays the balance left.
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Cuota,Pago,Interés,Capital,Saldo',
      '1,340.02,10.00,330.02,669.98',
      '2,340.02,6.70,333.32,336.66',
      '3,340.03,3.37,336.66,0.00',
      '',
    ]);
  });

  it('writes thousands without a separator, so a spreadsheet reads a number', () => {
    const { schedule } = amortise({ principal: 123_456_789, annualRatePercent: 0, months: 1 });
    expect(scheduleCsv(schedule).split('\r\n')[1]).toBe('1,1234567.89,0.00,1234567.89,0.00');
  });
});
