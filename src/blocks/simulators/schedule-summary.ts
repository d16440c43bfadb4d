/**
 * What a printed or downloaded schedule says besides its rows (issue 40): the product, the inputs and figures of
 * the simulation (amount, term, rate, insurance, payment), the date and the simulator's notice that it is no
 * offer, so a sheet of paper or a file read later still says what it is.
 */
import { placeTimeZone } from '../../common/places/opening-hours';
import type { RichTextDoc } from '../../content/rich-text-types';
import type { ResultItem } from './simulator-results';

export interface ScheduleSummary {
  /** The product ("Crédito personal"). */
  title: string;
  /** The inputs, as the result's heading names them ("Resultado para US$5,000.00 a 36 meses"). */
  heading: string;
  /** The simulation's lines, label and value as shown: amount, term, rate, insurance, payment. */
  lines: readonly (readonly [string, string])[];
  /** The simulator's disclaimer ("No es una oferta de crédito…"). */
  notice: RichTextDoc;
  /** Whether the monthly payment includes insurance the schedule's payment column leaves out. */
  insured: boolean;
}

/** Today in El Salvador, as the CSV writes it (2026-11-27) and as a visitor reads it (27/11/26, es-SV short). */
export function simulationDate(now: Date = new Date()): { iso: string; shown: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: placeTimeZone }).format(now);
  const shown = new Intl.DateTimeFormat('es-SV', { timeZone: placeTimeZone, dateStyle: 'short' }).format(now);
  return { iso, shown };
}

/** The result's figures as summary lines. */
export const itemLines = (items: readonly ResultItem[]) =>
  items.map((item) => [item.label, item.value] as const);
