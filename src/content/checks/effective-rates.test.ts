import { describe, expect, it } from 'vitest';
import { routing } from '../../config/site';
import { defaultContentDir } from '../../config/project-paths';
import { FileSource } from '../file-source';
import { normalizeStories } from '../normalize';
import { blokPlainText } from '../plain-text';
import type { Story } from '../story';
import { effectiveAnnualRate, findWrongEffectiveRates } from './effective-rates';

const row = (fields: Record<string, unknown>) => ({
  _uid: 'row-1',
  component: 'fila_tasa',
  clave: 'k',
  producto: 'Tarjeta',
  ...fields,
});
const story = (filas: unknown[]): Story =>
  ({
    full_slug: routing.ratesSlug,
    content: {
      _uid: 'page',
      component: 'page',
      body: [{ _uid: 't', component: 'tabla_tasas', clave: 't', filas }],
    },
  }) as unknown as Story;

describe('effective annual rates', () => {
  it('are computed by monthly capitalisation, or by renewal of a deposit at its term over 360 days', () => {
    // Independent figures (Python): (1 + 0.34/12)**12 - 1 = 0.398321...; (1 + 0.0375 * 90/360)**4 - 1 = 0.038030...
    expect(effectiveAnnualRate(34, { kind: 'monthly' })).toBeCloseTo(39.8321, 3);
    expect(effectiveAnnualRate(3.75, { kind: 'renewal', days: 90 })).toBeCloseTo(3.803, 3);
    expect(effectiveAnnualRate(5.25, { kind: 'renewal', days: 360 })).toBeCloseTo(5.25, 9);
  });

  it('names a typed rate that disagrees by more than rounding: story, row, field, the figure expected', () => {
    const [problem, ...more] = findWrongEffectiveRates([
      story([row({ tasa_nominal: 34, tasa_efectiva: 40.32 })]),
    ]);
    expect(more).toEqual([]);
    expect(problem).toMatchObject({
      story: routing.ratesSlug,
      uid: 'row-1',
      field: 'tasa_efectiva',
      expected: '39.83',
      found: '40.32',
    });
    expect(problem?.message).toContain('monthly capitalisation (39.83 %)');
  });

  it('accepts a rate rounded to its two decimals, and a row without an effective rate', () => {
    const rows = [
      row({ tasa_nominal: 14.5, tasa_efectiva: 15.5 }),
      row({ tasa_nominal: 3.25, tasa_efectiva: 3.3, plazo_dias: 30 }),
      row({ tasa_nominal: 18 }),
    ];
    expect(findWrongEffectiveRates([story(rows)])).toEqual([]);
    expect(
      findWrongEffectiveRates([story([row({ tasa_nominal: 3.25, tasa_efectiva: 3.31, plazo_dias: 30 })])]),
    ).toHaveLength(1);
  });

  it('holds for every rate of the bundled content, and the rates page still states this capitalisation', async () => {
    const { stories } = normalizeStories((await new FileSource(defaultContentDir).loadStories()).stories);
    expect(findWrongEffectiveRates(stories).map((e) => `${e.story} ${e.uid ?? ''} ${e.message}`)).toEqual([]);
    const rates = stories.find((s) => s.full_slug === routing.ratesSlug);
    expect(blokPlainText(rates?.content).replace(/\s+/g, ' ')).toContain(
      'incluye la capitalización de intereses (mensual para préstamos y ahorro; por renovación al mismo plazo para depósitos a plazo)',
    );
  });
});
