import { describe, expect, it } from 'vitest';
import type { ContentError } from '../../content-error';
import { normalizeBlok } from '../../normalize';
import { filaTasaBlock, simuladorCreditoBlock, simuladorDepositoBlock } from './simulators';

const aviso = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Cifras de muestra.' }] }],
};

const loan = (fields: Record<string, unknown> = {}) => ({
  _uid: 'loan-1',
  component: 'simulador_credito',
  producto: 'Crédito personal',
  tasa_nominal: '12',
  monto_minimo: '500',
  monto_maximo: '25000',
  plazo_minimo: '6',
  plazo_maximo: '36',
  monto_defecto: '5000',
  plazo_defecto: '36',
  aviso,
  ...fields,
});

const deposit = (fields: Record<string, unknown> = {}) => ({
  _uid: 'dep-1',
  component: 'simulador_deposito',
  tabla_tasas: 'tasas-pasivas',
  monto_minimo: '1000',
  monto_defecto: '10000',
  aviso,
  ...fields,
});

/** [field, message fragment] of each problem the block has, as the normaliser reports them. */
function problems(blok: Record<string, unknown>): [string | undefined, string][] {
  const errors: ContentError[] = [];
  const kept = normalizeBlok(blok, { story: 'creditos', errors });
  if (errors.length) expect(kept).toBeNull();
  for (const error of errors) {
    expect(error.story).toBe('creditos');
    expect(error.uid).toBe(blok._uid);
    expect(error.code).toBe('invalid_field');
  }
  return errors.map((e) => [e.field, e.message]);
}

describe('loan simulator content', () => {
  it('reads Storyblok number strings, with unset optional figures', () => {
    const blok = simuladorCreditoBlock.schema.parse(loan());
    expect(blok).toMatchObject({
      tasa_nominal: 12,
      monto_minimo: 500,
      plazo_maximo: 36,
      tasa_referencia: '',
    });
    expect(blok.comision_apertura).toBeUndefined();
    expect(problems(loan())).toEqual([]);
    expect(problems(loan({ tasa_nominal: '', tasa_referencia: 'prestamo-personal-36' }))).toEqual([]);
  });

  it('refuses a rate outside 0–100 %', () => {
    expect(problems(loan({ tasa_nominal: '120' }))).toEqual([
      ['tasa_nominal', 'a rate is between 0 and 100 %, found 120'],
    ]);
    expect(problems(loan({ tasa_nominal: '-1' }))).toEqual([
      ['tasa_nominal', 'a rate is between 0 and 100 %, found -1'],
    ]);
    expect(problems(loan({ comision_apertura: '101' }))).toEqual([
      ['comision_apertura', 'a rate is between 0 and 100 %, found 101'],
    ]);
    expect(problems(loan({ tasa_nominal: '0' }))).toEqual([]);
  });

  it('needs a rate or a reference, not both', () => {
    expect(problems(loan({ tasa_nominal: '' }))).toEqual([
      ['tasa_nominal', '"tasa_nominal" is required (a percentage)'],
    ]);
    expect(problems(loan({ tasa_referencia: 'prestamo-personal-36' }))).toEqual([
      ['tasa_referencia', 'set either "tasa_nominal" or "tasa_referencia", not both'],
    ]);
  });

  it('refuses a minimum above its maximum', () => {
    expect(problems(loan({ monto_minimo: '30000', monto_defecto: '' }))).toEqual([
      ['monto_minimo', '"monto_minimo" (30000) is greater than "monto_maximo" (25000)'],
    ]);
    expect(problems(loan({ plazo_minimo: '48', plazo_defecto: '' }))).toEqual([
      ['plazo_minimo', '"plazo_minimo" (48) is greater than "plazo_maximo" (36)'],
    ]);
  });

  it('refuses a default outside the range', () => {
    expect(problems(loan({ monto_defecto: '100' }))).toEqual([
      ['monto_defecto', '"monto_defecto" (100) is below "monto_minimo" (500)'],
    ]);
    expect(problems(loan({ plazo_defecto: '60' }))).toEqual([
      ['plazo_defecto', '"plazo_defecto" (60) is above "plazo_maximo" (36)'],
    ]);
  });

  it('refuses missing or impossible limits', () => {
    expect(problems(loan({ monto_maximo: '' }))).toEqual([['monto_maximo', '"monto_maximo" is required']]);
    expect(problems(loan({ plazo_minimo: '1.5' }))).toEqual([
      ['plazo_minimo', '"plazo_minimo" is a whole number of months, found 1.5'],
    ]);
    expect(problems(loan({ seguro_mensual: '-2' }))).toEqual([
      ['seguro_mensual', '"seguro_mensual" cannot be negative, found -2'],
    ]);
  });

  it('needs a disclaimer', () => {
    const message = 'a simulator needs its disclaimer ("aviso"): the figures are an example, not an offer';
    expect(problems(loan({ aviso: '' }))).toEqual([['aviso', message]]);
    expect(problems(loan({ aviso: { type: 'doc', content: [{ type: 'paragraph' }] } }))).toEqual([
      ['aviso', message],
    ]);
  });
});

describe('deposit simulator content', () => {
  it('takes the withholding from the block, or the site default of 10 %', () => {
    expect(simuladorDepositoBlock.schema.parse(deposit()).retencion_renta).toBe(10);
    expect(simuladorDepositoBlock.schema.parse(deposit({ retencion_renta: '0' })).retencion_renta).toBe(0);
    expect(simuladorDepositoBlock.schema.parse(deposit({ retencion_renta: '12.5' })).retencion_renta).toBe(
      12.5,
    );
  });

  it('refuses a withholding outside 0–100 %, a default below the minimum, no table and no disclaimer', () => {
    expect(problems(deposit({ retencion_renta: '110' }))).toEqual([
      ['retencion_renta', 'a rate is between 0 and 100 %, found 110'],
    ]);
    expect(problems(deposit({ monto_defecto: '10' }))).toEqual([
      ['monto_defecto', '"monto_defecto" (10) is below "monto_minimo" (1000)'],
    ]);
    expect(problems(deposit({ tabla_tasas: '' }))).toEqual([
      [
        'tabla_tasas',
        '"tabla_tasas" is required: the "clave" of the rates table whose terms the simulator offers',
      ],
    ]);
    expect(problems(deposit({ tabla_tasas: 'Tasas Pasivas' }))[0]?.[0]).toBe('tabla_tasas');
    expect(problems(deposit({ aviso: null }))[0]?.[0]).toBe('aviso');
  });
});

describe('hostile figures (issue 34)', () => {
  it('refuses figures no page can show: exponents, hex, huge amounts and terms', () => {
    expect(problems(loan({ monto_maximo: '1e308' }))).toEqual([
      ['monto_maximo', 'expected a number, found "1e308"'],
    ]);
    expect(problems(loan({ monto_maximo: 1e308 }))).toEqual([
      ['monto_maximo', 'an amount in US$ is at most 100,000,000,000, found 1e+308'],
    ]);
    expect(problems(loan({ plazo_maximo: '1000000000' }))).toEqual([
      ['plazo_maximo', 'a term in months is at most 600, found 1000000000'],
    ]);
    expect(problems(loan({ tasa_nominal: '0xC' }))).toEqual([
      ['tasa_nominal', 'expected a number, found "0xC"'],
    ]);
    expect(problems(deposit({ monto_defecto: '1e308' }))).toEqual([
      ['monto_defecto', 'expected a number, found "1e308"'],
    ]);
    expect(problems(deposit({ monto_defecto: '100000000001' }))[0]?.[0]).toBe('monto_defecto');
    expect(problems(deposit({ plazo_defecto: '99999' }))[0]?.[0]).toBe('plazo_defecto');
  });
});

describe('rate rows', () => {
  it('need a nominal rate within 0–100 % and whole days', () => {
    const row = {
      _uid: 'r1',
      component: 'fila_tasa',
      clave: 'deposito-plazo-30',
      producto: 'Depósito',
      tasa_nominal: '3.25',
    };
    expect(filaTasaBlock.schema.parse({ ...row, plazo_dias: '30' })).toMatchObject({
      tasa_nominal: 3.25,
      plazo_dias: 30,
    });
    expect(problems({ ...row, tasa_nominal: '' })).toEqual([
      ['tasa_nominal', '"tasa_nominal" is required (a percentage)'],
    ]);
    expect(problems({ ...row, tasa_efectiva: '200' })).toEqual([
      ['tasa_efectiva', 'a rate is between 0 and 100 %, found 200'],
    ]);
    expect(problems({ ...row, plazo_dias: '7.5' })).toEqual([
      ['plazo_dias', '"plazo_dias" is a whole number of days, found 7.5'],
    ]);
  });

  it('read the optional limits of a product (issue 32), refusing impossible ones', () => {
    const row = {
      _uid: 'r2',
      component: 'fila_tasa',
      clave: 'prestamo-personal-84',
      producto: 'Préstamo',
      tasa_nominal: '16',
    };
    const limits = {
      monto_minimo: '1000',
      monto_maximo: '25000',
      plazo_minimo: '61',
      plazo_maximo: '84',
      financiamiento_maximo: '90',
    };
    expect(filaTasaBlock.schema.parse({ ...row, ...limits, segmento: ' Premier ' })).toMatchObject({
      monto_minimo: 1000,
      monto_maximo: 25000,
      plazo_minimo: 61,
      plazo_maximo: 84,
      financiamiento_maximo: 90,
    });
    expect(problems({ ...row })).toEqual([]);
    expect(problems({ ...row, ...limits, plazo_minimo: '90' })).toEqual([
      ['plazo_minimo', '"plazo_minimo" (90) is greater than "plazo_maximo" (84)'],
    ]);
    expect(problems({ ...row, plazo_maximo: '84.5' })).toEqual([
      ['plazo_maximo', '"plazo_maximo" is a whole number of months, found 84.5'],
    ]);
    expect(problems({ ...row, monto_minimo: '0' })).toEqual([
      ['monto_minimo', '"monto_minimo" must be greater than 0, found 0'],
    ]);
    expect(problems({ ...row, financiamiento_maximo: '0' })).toEqual([
      ['financiamiento_maximo', '"financiamiento_maximo" must be greater than 0, found 0'],
    ]);
    expect(problems({ ...row, financiamiento_maximo: '120' })[0]?.[0]).toBe('financiamiento_maximo');
  });
});

describe('loan simulators of a home or vehicle (issue 32)', () => {
  it('take their limits from their rate rows, and need the highest price a visitor may type', () => {
    const fromRows = {
      tasa_nominal: '',
      tasa_referencia: 'prestamo-hipotecario, prestamo-hipotecario-20',
      monto_minimo: '',
      monto_maximo: '',
      plazo_minimo: '',
      plazo_maximo: '',
    };
    expect(
      problems(
        loan({ ...fromRows, tipo: 'hipotecario', valor_maximo: '1000000', seguro_deuda_millar: '0.60' }),
      ),
    ).toEqual([]);
    expect(problems(loan({ ...fromRows, tipo: 'vehiculo' }))).toEqual([
      [
        'valor_maximo',
        '"valor_maximo" is required for a simulator of type "vehiculo": the highest price a visitor may type',
      ],
    ]);
    expect(problems(loan({ ...fromRows, tipo: 'barco', valor_maximo: '1' }))[0]?.[0]).toBe('tipo');
    expect(problems(loan({ ...fromRows, seguro_deuda_millar: '-1' }))).toEqual([
      ['seguro_deuda_millar', '"seguro_deuda_millar" cannot be negative, found -1'],
    ]);
    expect(problems(loan({ ...fromRows, tasa_referencia: 'uno,, dos' }))[0]?.[0]).toBe('tasa_referencia');
  });

  it('still need their own limits without a reference to rate rows', () => {
    expect(problems(loan({ monto_maximo: '' }))).toEqual([['monto_maximo', '"monto_maximo" is required']]);
  });
});
