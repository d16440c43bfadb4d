import { describe, expect, it } from 'vitest';
import { routing } from '../config/site';
import { normalizeStories } from './normalize';
import { resolveRateReferences } from './rate-references';

const aviso = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Muestra.' }] }],
};

const row = (key: string, rate: string, days = '') => ({
  _uid: `row-${key}`,
  component: 'fila_tasa',
  clave: key,
  producto: key,
  tasa_nominal: rate,
  plazo_dias: days,
});

const ratesStory = {
  id: 1,
  uuid: 'tasas',
  name: 'Tasas',
  slug: 'tasas',
  full_slug: 'tasas',
  content: {
    _uid: 'tasas-page',
    component: 'page',
    body: [
      {
        _uid: 'activas',
        component: 'tabla_tasas',
        clave: 'tasas-activas',
        filas: [row('prestamo-personal-36', '12')],
      },
      {
        _uid: 'pasivas',
        component: 'tabla_tasas',
        clave: 'tasas-pasivas',
        filas: [row('ahorro', '1'), row('plazo-90', '3.75', '90'), row('plazo-30', '3.25', '30')],
      },
    ],
  },
};

const page = (slug: string, body: unknown[]) => ({
  id: slug.length + 10,
  uuid: slug,
  name: slug,
  slug,
  full_slug: slug,
  content: { _uid: `${slug}-page`, component: 'page', body },
});

const loan = (uid: string, reference: string) => ({
  _uid: uid,
  component: 'simulador_credito',
  tasa_referencia: reference,
  monto_minimo: '500',
  monto_maximo: '1000',
  plazo_minimo: '1',
  plazo_maximo: '12',
  aviso,
});

const deposit = (uid: string, table: string, fields: Record<string, unknown> = {}) => ({
  _uid: uid,
  component: 'simulador_deposito',
  tabla_tasas: table,
  monto_minimo: '1000',
  monto_maximo: '1000000',
  aviso,
  ...fields,
});

function resolve(...stories: unknown[]) {
  const normalized = normalizeStories(stories.map((data, i) => ({ origin: `story-${i}`, data })));
  expect(normalized.errors).toEqual([]);
  return resolveRateReferences(normalized.stories);
}

const bodyOf = (story: { content: Record<string, unknown> } | undefined) =>
  (story?.content.body ?? []) as Record<string, unknown>[];

describe('rate references', () => {
  it("gives a loan simulator its row's nominal rate and a deposit simulator the table's terms, shortest first", () => {
    const { stories, errors } = resolve(
      ratesStory,
      page('creditos', [loan('loan', 'prestamo-personal-36'), deposit('dep', 'tasas-pasivas')]),
    );
    expect(errors).toEqual([]);
    const [simLoan, simDeposit] = bodyOf(stories[1]);
    expect(simLoan).toMatchObject({ tasa_nominal: 12 });
    const limits = { segmento: '', monto_minimo: 1000, monto_maximo: 1_000_000 };
    expect(simDeposit?.plazos).toEqual([
      { dias: 30, tasa_nominal: 3.25, producto: 'plazo-30', ...limits },
      { dias: 90, tasa_nominal: 3.75, producto: 'plazo-90', ...limits },
    ]);
  });

  it('leaves a story without simulators as it was', () => {
    const { stories } = resolve(ratesStory);
    const normalized = normalizeStories([{ origin: 'x', data: ratesStory }]).stories;
    expect(stories[0]).toEqual(normalized[0]);
  });

  it('reports a reference that leads nowhere, with story, _uid and field, and leaves the simulator out', () => {
    const { stories, errors } = resolve(
      ratesStory,
      page('creditos', [
        loan('loan-bad', 'no-existe'),
        deposit('dep-bad', 'no-existe'),
        deposit('dep-noterms', 'tasas-activas'),
        deposit('dep-term', 'tasas-pasivas', { plazo_defecto: '60' }),
        { _uid: 'kept', component: 'text', text: aviso },
      ]),
    );
    expect(errors.map((e) => [e.code, e.story, e.uid, e.component, e.field])).toEqual([
      ['invalid_field', 'creditos', 'loan-bad', 'simulador_credito', 'tasa_referencia'],
      ['invalid_field', 'creditos', 'dep-bad', 'simulador_deposito', 'tabla_tasas'],
      ['invalid_field', 'creditos', 'dep-noterms', 'simulador_deposito', 'tabla_tasas'],
      ['invalid_field', 'creditos', 'dep-term', 'simulador_deposito', 'plazo_defecto'],
    ]);
    expect(errors[3]?.message).toBe("The default term 60 days is not one of the table's terms (30, 90)");
    expect(bodyOf(stories[1]).map((b) => b._uid)).toEqual(['kept']);
  });

  it('reports a table that offers one term twice', () => {
    const twice = page('dos', [
      {
        _uid: 'twice',
        component: 'tabla_tasas',
        clave: 'dos-veces',
        filas: [row('a', '3', '30'), row('b', '4', '30')],
      },
      deposit('dep-twice', 'dos-veces'),
    ]);
    const { errors } = resolve(twice);
    expect(errors.map((e) => [e.story, e.uid, e.field, e.message])).toEqual([
      ['dos', 'dep-twice', 'tabla_tasas', 'Two rows of the rates table "dos-veces" have the term 30 days'],
    ]);
  });

  it('reports a key used twice on both copies (issue 34)', () => {
    const copy = page('otra', [
      { _uid: 'dup', component: 'tabla_tasas', clave: 'tasas-activas', filas: [row('x', '1')] },
    ]);
    const { errors } = resolve(ratesStory, copy);
    expect(errors.map((e) => [e.story, e.uid, e.field])).toEqual([
      ['tasas', 'activas', 'clave'],
      ['otra', 'dup', 'clave'],
    ]);
    expect(errors[0]?.message).toBe('The key "tasas-activas" is also used by a block in "otra" (dup)');
    expect(errors[1]?.message).toBe('The key "tasas-activas" is also used by a block in "tasas" (activas)');
  });

  it("takes a duplicated key's figure from the rates page, whichever story is read first (issue 34)", () => {
    const rates = { ...ratesStory, full_slug: routing.ratesSlug, slug: routing.ratesSlug };
    const pasted = page('promocion', [
      {
        _uid: 'promo',
        component: 'tabla_tasas',
        clave: 'promo',
        filas: [{ ...row('prestamo-personal-36', '99'), _uid: 'row-promo' }],
      },
    ]);
    const { stories, errors } = resolve(
      pasted,
      page('creditos', [loan('loan', 'prestamo-personal-36')]),
      rates,
    );
    expect(bodyOf(stories[1])[0]).toMatchObject({ tasa_nominal: 12 });
    expect(errors.map((e) => [e.story, e.uid, e.field])).toEqual([
      ['promocion', 'row-promo', 'clave'],
      [routing.ratesSlug, 'row-prestamo-personal-36', 'clave'],
    ]);
  });

  it('leaves out a simulator whose key has copies but none on the rates page', () => {
    const a = page('a', [
      { _uid: 'ta', component: 'tabla_tasas', clave: 'ta', filas: [{ ...row('doble', '5'), _uid: 'ra' }] },
    ]);
    const b = page('b', [
      { _uid: 'tb', component: 'tabla_tasas', clave: 'tb', filas: [{ ...row('doble', '99'), _uid: 'rb' }] },
    ]);
    const { stories, errors } = resolve(a, b, page('creditos', [loan('loan', 'doble')]));
    expect(bodyOf(stories[2])).toEqual([]);
    expect(errors.map((e) => [e.story, e.uid, e.field])).toEqual([
      ['a', 'ra', 'clave'],
      ['b', 'rb', 'clave'],
      ['creditos', 'loan', 'tasa_referencia'],
    ]);
  });
});

describe('product_rate references (issue 33)', () => {
  const cards = page(routing.ratesSlug, [
    {
      _uid: 'tarjetas',
      component: 'tabla_tasas',
      clave: 'tasas-tarjetas-credito',
      filas: [{ ...row('tarjeta-credito-oro', '32.00'), tasa_efectiva: '37.62' }],
    },
  ]);
  const productRate = (uid: string, key: string, fields: Record<string, unknown> = {}) => ({
    _uid: uid,
    component: 'product_rate',
    clave: key,
    ...fields,
  });

  it("takes the row's product and rates, replacing whatever the block says", () => {
    const { stories, errors } = resolve(
      cards,
      page('oro', [productRate('rate', 'tarjeta-credito-oro', { tasa_nominal: '5', producto: 'otra' })]),
    );
    expect(errors).toEqual([]);
    expect(bodyOf(stories[1])[0]).toMatchObject({
      producto: 'tarjeta-credito-oro',
      tasa_nominal: 32,
      tasa_efectiva: 37.62,
    });
  });

  it('reports a key that names no row, with story, _uid and field, and leaves the block out', () => {
    const { stories, errors } = resolve(cards, page('oro', [productRate('rate-bad', 'no-existe')]));
    expect(errors.map((e) => [e.code, e.story, e.uid, e.component, e.field])).toEqual([
      ['invalid_field', 'oro', 'rate-bad', 'product_rate', 'clave'],
    ]);
    expect(bodyOf(stories[1])).toEqual([]);
  });
});
