/**
 * A typed effective annual rate must be the one its nominal rate gives with the capitalisation the rates page
 * states (issue 40): "la tasa efectiva anual incluye la capitalización de intereses (mensual para préstamos y
 * ahorro; por renovación al mismo plazo para depósitos a plazo)". A deposit row is a row with a term in days
 * (`plazo_dias`), renewed at that term over a commercial year of 360 days (the year the deposits page's
 * example states); every other row capitalises monthly. A typed rate that disagrees with the computed one by
 * more than the rounding to two decimals is a content error naming the row, so a rate nobody can reproduce is
 * never published. The rates page's sentence is checked against this rule by effective-rates.test.ts.
 */
import { walkRecords } from '../blok';
import { ContentError } from '../content-error';
import type { BlockOf } from '../schemas/registry';
import type { Story } from '../story';

/** The year over which a deposit's term is renewed, in days. */
export const commercialYearDays = 360;

/** Half of the last published decimal (rates are published with two): what rounding may account for. */
const roundingTolerance = 0.005;

/** Tolerance for the binary representation of the typed figure. */
const floatSlack = 1e-9;

export type Capitalisation = { kind: 'monthly' } | { kind: 'renewal'; days: number };

export function capitalisationOf(row: Pick<BlockOf<'fila_tasa'>, 'plazo_dias'>): Capitalisation {
  return row.plazo_dias !== undefined ? { kind: 'renewal', days: row.plazo_dias } : { kind: 'monthly' };
}

/** The effective annual rate, in percent, of a nominal annual rate in percent. */
export function effectiveAnnualRate(nominalPercent: number, capitalisation: Capitalisation): number {
  const nominal = nominalPercent / 100;
  const periods = capitalisation.kind === 'monthly' ? 12 : commercialYearDays / capitalisation.days;
  return ((1 + nominal / periods) ** periods - 1) * 100;
}

function described(capitalisation: Capitalisation): string {
  return capitalisation.kind === 'monthly'
    ? 'monthly capitalisation'
    : `renewal every ${capitalisation.days} days over a ${commercialYearDays}-day year`;
}

export function findWrongEffectiveRates(stories: readonly Story[]): ContentError[] {
  const problems: ContentError[] = [];
  for (const story of stories)
    walkRecords(story.content, (record) => {
      if (record.component !== 'fila_tasa') return undefined;
      const row = record as BlockOf<'fila_tasa'>;
      if (row.tasa_nominal === undefined || row.tasa_efectiva === undefined) return false;
      const capitalisation = capitalisationOf(row);
      const computed = effectiveAnnualRate(row.tasa_nominal, capitalisation);
      if (Math.abs(computed - row.tasa_efectiva) <= roundingTolerance + floatSlack) return false;
      problems.push(
        new ContentError(
          'invalid_field',
          `The effective annual rate of "${row.producto}" (${row.tasa_efectiva} %) is not what its nominal rate ${row.tasa_nominal} % gives with ${described(capitalisation)} (${computed.toFixed(2)} %)`,
          {
            story: story.full_slug,
            uid: row._uid,
            component: row.component,
            field: 'tasa_efectiva',
            expected: computed.toFixed(2),
            found: String(row.tasa_efectiva),
            hint: `Write ${computed.toFixed(2)}, or correct the nominal rate; the rates page states how interest is capitalised.`,
          },
        ),
      );
      return false;
    });
  return problems;
}
