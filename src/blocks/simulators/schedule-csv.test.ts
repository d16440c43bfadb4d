import { describe, expect, it } from 'vitest';
import { amortise } from './loan';
import { scheduleCsv } from './schedule-csv';
import type { ScheduleSummary } from './schedule-summary';

const notice = {
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: 'No es una oferta de crédito, "ejemplo".' }] },
  ],
} as ScheduleSummary['notice'];

const summary = (insured: boolean): ScheduleSummary => ({
  title: 'Crédito personal',
  heading: 'Resultado para US$1,000.00 a 3 meses',
  lines: [
    ['Monto del crédito', 'US$1,000.00'],
    ['Plazo', '3 meses'],
    ['Tasa nominal anual', '12.00%'],
  ],
  notice,
  insured,
});

describe('scheduleCsv', () => {
  it('writes the simulation first (product, inputs, date, notice), then the table as it shows', () => {
    const { schedule } = amortise({ principal: 100_000, annualRatePercent: 12, months: 3 });
    const csv = scheduleCsv(schedule, summary(false), '2026-11-27');
    expect(csv.startsWith('\ufeff')).toBe(true);
    // US$1,000.00 at 1 % a month: instalment 340.02; the last month pays the balance left.
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Producto,Crédito personal',
      'Monto del crédito,"US$1,000.00"',
      'Plazo,3 meses',
      'Tasa nominal anual,12.00%',
      'Fecha de la simulación,2026-11-27',
      'Aviso,"No es una oferta de crédito, ""ejemplo""."',
      '',
      'Cuota,Pago,Interés,Capital,Saldo',
      '1,340.02,10.00,330.02,669.98',
      '2,340.02,6.70,333.32,336.66',
      '3,340.03,3.37,336.66,0.00',
      '',
    ]);
  });

  it('says in the payment column when the monthly payment adds insurance the column leaves out', () => {
    const { schedule } = amortise({ principal: 100_000, annualRatePercent: 12, months: 3 });
    expect(scheduleCsv(schedule, summary(true), '2026-11-27').split('\r\n')).toContain(
      'Cuota,Pago sin seguro,Interés,Capital,Saldo',
    );
  });

  it('writes thousands without a separator, so a spreadsheet reads a number', () => {
    const { schedule } = amortise({ principal: 123_456_789, annualRatePercent: 0, months: 1 });
    expect(scheduleCsv(schedule, summary(false), '2026-11-27').split('\r\n').at(-2)).toBe(
      '1,1234567.89,0.00,1234567.89,0.00',
    );
  });
});
