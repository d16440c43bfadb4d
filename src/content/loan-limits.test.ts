/**
 * A loan simulator's limits come from its product's rate rows (issue 32): read from the data, and a named
 * content error (story, _uid, field) where the simulator's own figure disagrees with its rows.
 */
import { describe, expect, it } from 'vitest';
import { normalizeStories } from './normalize';
import { resolveRateReferences } from './rate-references';

const aviso = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Muestra.' }] }],
};

const band = (key: string, rate: string, from: string, to: string, extra: Record<string, string> = {}) => ({
  _uid: `row-${key}`,
  component: 'fila_tasa',
  clave: key,
  producto: key,
  tasa_nominal: rate,
  plazo_minimo: from,
  plazo_maximo: to,
  monto_minimo: '1000',
  monto_maximo: '25000',
  ...extra,
});

const personalRows = [
  band('personal-36', '12', '6', '36'),
  band('personal-60', '14.5', '37', '60'),
  band('personal-84', '16', '61', '84'),
];

const story = (slug: string, body: unknown[]) => ({
  id: slug.length,
  uuid: slug,
  name: slug,
  slug,
  full_slug: slug,
  content: { _uid: `${slug}-page`, component: 'page', body },
});

const rates = (rows: unknown[]) =>
  story('tasas', [{ _uid: 'activas', component: 'tabla_tasas', clave: 'activas', filas: rows }]);

const loan = (fields: Record<string, unknown> = {}) => ({
  _uid: 'loan',
  component: 'simulador_credito',
  producto: 'Crédito personal',
  tasa_referencia: 'personal-36, personal-60, personal-84',
  monto_defecto: '5000',
  plazo_defecto: '36',
  aviso,
  ...fields,
});

function resolve(rows: unknown[], simulator: Record<string, unknown>) {
  const normalized = normalizeStories([
    { origin: 'a', data: rates(rows) },
    { origin: 'b', data: story('creditos', [simulator]) },
  ]);
  expect(normalized.errors).toEqual([]);
  const { stories, errors } = resolveRateReferences(normalized.stories);
  const [resolved] = (stories[1]?.content.body ?? []) as Record<string, unknown>[];
  return { resolved, errors: errors.map((e) => [e.story, e.uid, e.component, e.field, e.message]) };
}

describe('loan limits from the rate rows', () => {
  it('reads the bands, the amounts and the longest term from the rows: 6 to 84 months, as the rows say', () => {
    const { resolved, errors } = resolve(personalRows, loan());
    expect(errors).toEqual([]);
    expect(resolved).toMatchObject({
      monto_minimo: 1000,
      monto_maximo: 25000,
      plazo_minimo: 6,
      plazo_maximo: 84,
      tasa_nominal: 12,
      bandas: [
        { plazo_minimo: 6, plazo_maximo: 36, tasa_nominal: 12 },
        { plazo_minimo: 37, plazo_maximo: 60, tasa_nominal: 14.5 },
        { plazo_minimo: 61, plazo_maximo: 84, tasa_nominal: 16 },
      ],
    });
  });

  it('accepts a simulator that repeats the rows’ limits, and reads the financing limit', () => {
    const rows = [band('casa', '7.75', '60', '180', { financiamiento_maximo: '90' })];
    const { resolved, errors } = resolve(
      rows,
      loan({ tasa_referencia: 'casa', monto_maximo: '25000', plazo_defecto: '120' }),
    );
    expect(errors).toEqual([]);
    expect(resolved).toMatchObject({ financiamiento_maximo: 90, plazo_maximo: 180 });
  });

  it('names the simulator whose limits disagree with its rates table, and leaves it out', () => {
    const { resolved, errors } = resolve(
      personalRows,
      loan({ plazo_maximo: '36', plazo_minimo: '6', monto_minimo: '500', monto_maximo: '25000' }),
    );
    expect(resolved).toBeUndefined();
    expect(errors).toEqual([
      [
        'creditos',
        'loan',
        'simulador_credito',
        'monto_minimo',
        'The simulator\'s "monto_minimo" (500) disagrees with its rate rows (1000)',
      ],
    ]);
    const term = resolve(personalRows, loan({ plazo_maximo: '36' }));
    expect(term.errors).toEqual([
      [
        'creditos',
        'loan',
        'simulador_credito',
        'plazo_maximo',
        'The simulator\'s "plazo_maximo" (36) disagrees with its rate rows (84)',
      ],
    ]);
  });

  it('names a gap or an overlap between bands, rows that state different amounts, and a default outside', () => {
    const gap = [band('personal-36', '12', '6', '36'), band('personal-60', '14.5', '40', '60')];
    expect(resolve(gap, loan({ tasa_referencia: 'personal-36, personal-60' })).errors).toEqual([
      [
        'creditos',
        'loan',
        'simulador_credito',
        'tasa_referencia',
        "The rate rows' terms 6–36 and 40–60 months leave a gap",
      ],
    ]);
    const overlap = [band('personal-36', '12', '6', '36'), band('personal-60', '14.5', '30', '60')];
    expect(resolve(overlap, loan({ tasa_referencia: 'personal-36, personal-60' })).errors[0]?.[4]).toBe(
      "The rate rows' terms 6–36 and 30–60 months overlap",
    );
    const amounts = [
      band('personal-36', '12', '6', '36'),
      band('personal-60', '14.5', '37', '60', { monto_maximo: '30000' }),
    ];
    expect(
      resolve(amounts, loan({ tasa_referencia: 'personal-36, personal-60' })).errors[0]?.slice(3),
    ).toEqual([
      'tasa_referencia',
      'The rate rows "personal-36" (25000) and "personal-60" (30000) state different "monto_maximo" for one product',
    ]);
    expect(resolve(personalRows, loan({ plazo_defecto: '96' })).errors[0]?.slice(3)).toEqual([
      'plazo_defecto',
      '"plazo_defecto" (96) is outside the limits of the simulator\'s rate rows (6 to 84)',
    ]);
  });

  it('names a row without a band among several, and a limit stated nowhere', () => {
    const unbanded = [
      band('personal-36', '12', '6', '36'),
      { ...band('personal-60', '14.5', '', ''), plazo_minimo: '' },
    ];
    expect(resolve(unbanded, loan({ tasa_referencia: 'personal-36, personal-60' })).errors[0]?.[4]).toBe(
      'The rate row "personal-60" has no band of terms ("plazo_minimo" and "plazo_maximo")',
    );
    const bare = [{ _uid: 'row-x', component: 'fila_tasa', clave: 'x', producto: 'x', tasa_nominal: '10' }];
    expect(
      resolve(bare, loan({ tasa_referencia: 'x', monto_defecto: '', plazo_defecto: '' })).errors[0]?.slice(3),
    ).toEqual(['monto_minimo', 'Neither the simulator nor its rate rows state "monto_minimo"']);
  });
});
