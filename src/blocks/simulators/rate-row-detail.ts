/**
 * The last column of a rates table row (issue 32): written from the row's limits where the row states them,
 * so the rates page and the simulators read one figure; the row's `detalle` text otherwise (and always where
 * the editor wrote one). A loan row says its longest term ("Hasta 84 meses"; from ten years on, in years:
 * "Hasta 25 años", as mortgages are spoken of); a deposit row its minimum amount ("US$1,000.00").
 */
import type { BlockOf } from '../../content/schemas/registry';
import { formatMoney, toCents } from './money';

/** From this many months on a term reads in years. */
const yearsFrom = 120;

export function longestTermText(months: number): string {
  if (months >= yearsFrom && months % 12 === 0) return `Hasta ${months / 12} años`;
  return `Hasta ${months} ${months === 1 ? 'mes' : 'meses'}`;
}

export function rateRowDetail(row: BlockOf<'fila_tasa'>): string {
  if (row.detalle.trim()) return row.detalle;
  if (row.plazo_maximo !== undefined) return longestTermText(row.plazo_maximo);
  if (row.monto_minimo !== undefined) return formatMoney(toCents(row.monto_minimo));
  return '';
}
