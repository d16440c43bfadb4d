// @vitest-environment happy-dom
/**
 * The mortgage and vehicle simulators against reference values computed outside this code (issue 32).
 *
 * How the references were computed: a separate Python script with 60-digit `decimal` arithmetic, not
 * JavaScript floats. The instalment is the annuity P·r / (1 − (1 + r)^−n) with r = annual rate / 1200, rounded
 * half-up to the cent, and was confirmed by a second method with no closed formula: bisecting for the payment
 * that brings the balance, carried month by month as balance·(1 + r) − payment, to zero after n months. The
 * total interest is a spreadsheet-style schedule: each month's interest on the balance rounded half-up to the
 * cent, the last month paying the balance left. The debt insurance is the amount financed × 0.60 / 1000.
 * Rates are the rates page's bands (mortgage 7.75 % to 15 years, 8.25 % to 20, 8.75 % to 25; vehicle 9.5 % to
 * 48 months, 10.75 % to 72).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { simuladorCreditoBlock } from '../../content/schemas/blocks/simulators';
import { SimuladorCreditoBlock } from './simulador-credito';
import { aviso, cleanPageAfterEach, figure } from './simulator-test-setup';

cleanPageAfterEach();

/** A simulator as the build hands it over: its content, and the figures of its rate rows. */
const mortgage = () => ({
  ...simuladorCreditoBlock.schema.parse({
    _uid: 'casa',
    component: 'simulador_credito',
    producto: 'Crédito hipotecario',
    tipo: 'hipotecario',
    tasa_referencia: 'hipotecario-15, hipotecario-20, hipotecario-25',
    valor_maximo: '1000000',
    seguro_deuda_millar: '0.60',
    monto_defecto: '100000',
    plazo_defecto: '240',
    aviso,
  }),
  tasa_nominal: 7.75,
  bandas: [
    { plazo_minimo: 60, plazo_maximo: 180, tasa_nominal: 7.75 },
    { plazo_minimo: 181, plazo_maximo: 240, tasa_nominal: 8.25 },
    { plazo_minimo: 241, plazo_maximo: 300, tasa_nominal: 8.75 },
  ],
  monto_minimo: 10000,
  monto_maximo: 500000,
  plazo_minimo: 60,
  plazo_maximo: 300,
  financiamiento_maximo: 90,
});

const vehicle = () => ({
  ...simuladorCreditoBlock.schema.parse({
    _uid: 'carro',
    component: 'simulador_credito',
    producto: 'Crédito de vehículo',
    tipo: 'vehiculo',
    tasa_referencia: 'vehiculo-48, vehiculo-72',
    valor_maximo: '150000',
    seguro_deuda_millar: '0.60',
    monto_defecto: '25000',
    plazo_defecto: '60',
    aviso,
  }),
  tasa_nominal: 9.5,
  bandas: [
    { plazo_minimo: 12, plazo_maximo: 48, tasa_nominal: 9.5 },
    { plazo_minimo: 49, plazo_maximo: 72, tasa_nominal: 10.75 },
  ],
  monto_minimo: 3000,
  monto_maximo: 75000,
  plazo_minimo: 12,
  plazo_maximo: 72,
  financiamiento_maximo: 90,
});

const type = (name: string, value: string) =>
  fireEvent.input(screen.getByRole('textbox', { name }), { target: { value } });

interface Case {
  price: string;
  down: string;
  percent?: boolean;
  term: string;
  financed: string;
  rate: string;
  withoutInsurance: string;
  insurance: string;
  withInsurance: string;
  interest: string;
  totalPaid: string;
}

function expectCase(priceLabel: string, termLabel: string, c: Case) {
  type(priceLabel, c.price);
  if (c.percent) fireEvent.click(screen.getByRole('radio', { name: 'En % del valor' }));
  type(c.percent ? 'Prima (%)' : 'Prima (US$)', c.down);
  type(termLabel, c.term);
  expect(figure('Monto a financiar')).toBe(c.financed);
  expect(figure('Tasa nominal anual')).toBe(c.rate);
  expect(figure('Cuota sin seguro')).toBe(c.withoutInsurance);
  expect(figure('Seguro de deuda (US$0.60 por millar al mes)')).toBe(c.insurance);
  expect(figure('Cuota mensual con seguro')).toBe(c.withInsurance);
  expect(figure('Total de intereses')).toBe(c.interest);
  expect(figure('Total a pagar')).toBe(c.totalPaid);
}

describe('mortgage simulator', () => {
  it('shows the example: a home of US$100,000.00 with the smallest down payment, over 20 years', () => {
    const html = renderToString(<SimuladorCreditoBlock blok={mortgage()} />);
    expect(html).toContain('Resultado para US$90,000.00 a 20 años');
    expect(html).toContain('US$820.86');
    expect(html).toContain('value="10,000.00"');
  });

  it.each<Case>([
    {
      price: '100,000',
      down: '10,000',
      term: '20',
      financed: 'US$90,000.00',
      rate: '8.25%',
      withoutInsurance: 'US$766.86',
      insurance: 'US$54.00',
      withInsurance: 'US$820.86',
      interest: 'US$94,045.90',
      totalPaid: 'US$197,005.90',
    },
    {
      price: '150000',
      down: '30',
      percent: true,
      term: '15',
      financed: 'US$105,000.00',
      rate: '7.75%',
      withoutInsurance: 'US$988.34',
      insurance: 'US$63.00',
      withInsurance: 'US$1,051.34',
      interest: 'US$72,901.19',
      totalPaid: 'US$189,241.19',
    },
    {
      price: '85,000.50',
      down: '12500',
      term: '25',
      financed: 'US$72,500.50',
      rate: '8.75%',
      withoutInsurance: 'US$596.06',
      insurance: 'US$43.50',
      withInsurance: 'US$639.56',
      interest: 'US$106,315.59',
      totalPaid: 'US$191,866.09',
    },
  ])('matches the reference to the cent: $price, down $down, $term years', (c) => {
    render(<SimuladorCreditoBlock blok={mortgage()} />);
    expectCase('Valor de la vivienda (US$)', 'Plazo (años)', c);
  });

  it('explains the loan-to-value limit and shows no figure while the down payment is below it', () => {
    render(<SimuladorCreditoBlock blok={mortgage()} />);
    expect(
      screen.getByText(
        'Para este valor, la prima va de US$10,000.00 a US$90,000.00: financiamos hasta el 90% del valor, entre US$10,000.00 y US$500,000.00.',
      ),
    ).toBeTruthy();
    type('Prima (US$)', '9,999.99');
    expect(
      screen.getByText('Financiamos hasta el 90% del valor: la prima mínima es US$10,000.00.'),
    ).toBeTruthy();
    expect(screen.queryByText('Cuota mensual con seguro', { selector: 'dt' })).toBeNull();
    type('Valor de la vivienda (US$)', '1,000,000');
    type('Prima (US$)', '400,000');
    expect(screen.getByText('El monto a financiar máximo es US$500,000.00: subí la prima.')).toBeTruthy();
    type('Valor de la vivienda (US$)', '1,000,000.01');
    expect(screen.getByText('El valor máximo es US$1,000,000.00.')).toBeTruthy();
    type('Valor de la vivienda (US$)', '100000');
    type('Plazo (años)', '26');
    expect(screen.getByText('El plazo máximo es de 25 años.')).toBeTruthy();
  });

  it('converts the down payment between US$ and a percentage of the price', () => {
    render(<SimuladorCreditoBlock blok={mortgage()} />);
    type('Prima (US$)', '15,000');
    fireEvent.click(screen.getByRole('radio', { name: 'En % del valor' }));
    expect((screen.getByRole('textbox', { name: 'Prima (%)' }) as HTMLInputElement).value).toBe('15');
    fireEvent.click(screen.getByRole('radio', { name: 'En US$' }));
    expect((screen.getByRole('textbox', { name: 'Prima (US$)' }) as HTMLInputElement).value).toBe(
      '15,000.00',
    );
  });
});

describe('mortgage fields (issue 40)', () => {
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

  it('keeps the down payment’s share when the price changes, so the result follows the new price', () => {
    render(<SimuladorCreditoBlock blok={mortgage()} />);
    type('Valor de la vivienda (US$)', '150000');
    expect(field('Prima (US$)').value).toBe('15,000.00');
    expect(screen.getByText('Resultado para US$135,000.00 a 20 años')).toBeTruthy();
    expect(field('Prima (US$)').getAttribute('aria-describedby')).not.toContain('error');
    expect(
      screen.getByText(
        'Para este valor, la prima va de US$15,000.00 a US$140,000.00: financiamos hasta el 90% del valor, entre US$10,000.00 y US$500,000.00.',
      ),
    ).toBeTruthy();
  });

  it('writes a valid figure as the defaults are when the visitor leaves its field, never a wrong one', () => {
    render(<SimuladorCreditoBlock blok={mortgage()} />);
    type('Valor de la vivienda (US$)', '150000');
    expect(field('Valor de la vivienda (US$)').value).toBe('150000');
    fireEvent.blur(field('Valor de la vivienda (US$)'));
    expect(field('Valor de la vivienda (US$)').value).toBe('150,000.00');
    expect(field('Prima (US$)').value).toBe('15,000.00');
    type('Prima (US$)', '5000');
    fireEvent.blur(field('Prima (US$)'));
    expect(field('Prima (US$)').value).toBe('5000');
    expect(
      screen.getByText('Financiamos hasta el 90% del valor: la prima mínima es US$15,000.00.'),
    ).toBeTruthy();
  });

  it('keeps the years slider on the figure typed: "20.5" is a message, and the slider stays at 20.5', () => {
    render(<SimuladorCreditoBlock blok={mortgage()} />);
    type('Plazo (años)', '20.5');
    expect(screen.getByText('El plazo va en años completos, sin decimales.')).toBeTruthy();
    const slider = screen.getByRole('slider') as HTMLInputElement;
    expect(slider.getAttribute('step')).toBe('any');
    expect(slider.value).toBe('20.5');
    fireEvent.blur(field('Plazo (años)'));
    expect(field('Plazo (años)').value).toBe('20.5');
    // A move of the slider lands on a whole year again.
    fireEvent.input(slider, { target: { value: '20.7' } });
    expect(field('Plazo (años)').value).toBe('21');
    expect(slider.getAttribute('step')).toBe('1');
  });
});

describe('vehicle simulator', () => {
  it.each<Case>([
    {
      price: '25,000',
      down: '2,500',
      term: '60',
      financed: 'US$22,500.00',
      rate: '10.75%',
      withoutInsurance: 'US$486.40',
      insurance: 'US$13.50',
      withInsurance: 'US$499.90',
      interest: 'US$6,684.32',
      totalPaid: 'US$29,994.32',
    },
    {
      price: '18000',
      down: '20',
      percent: true,
      term: '36',
      financed: 'US$14,400.00',
      rate: '9.50%',
      withoutInsurance: 'US$461.27',
      insurance: 'US$8.64',
      withInsurance: 'US$469.91',
      interest: 'US$2,205.89',
      totalPaid: 'US$16,916.93',
    },
    {
      price: '40,000.00',
      down: '10000',
      term: '72',
      financed: 'US$30,000.00',
      rate: '10.75%',
      withoutInsurance: 'US$567.19',
      insurance: 'US$18.00',
      withInsurance: 'US$585.19',
      interest: 'US$10,837.54',
      totalPaid: 'US$42,133.54',
    },
  ])('matches the reference to the cent: $price, down $down, $term months', (c) => {
    render(<SimuladorCreditoBlock blok={vehicle()} />);
    expectCase('Precio del vehículo (US$)', 'Plazo (meses)', c);
  });
});
