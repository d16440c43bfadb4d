// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { simuladorDepositoBlock } from '../../content/schemas/blocks/simulators';
import { SimuladorDepositoBlock } from './simulador-deposito';

afterEach(cleanup);

const aviso = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Cifras de muestra.' }] }],
};
const plazos = [
  { dias: 30, tasa_nominal: 3.25, producto: 'Depósito a plazo 30 días' },
  { dias: 180, tasa_nominal: 4.5, producto: 'Depósito a plazo 180 días' },
  { dias: 360, tasa_nominal: 5.25, producto: 'Depósito a plazo 360 días' },
];

const deposit = (fields: Record<string, unknown> = {}) => ({
  ...simuladorDepositoBlock.schema.parse({
    _uid: 'dep-1',
    component: 'simulador_deposito',
    producto: 'Depósito a plazo fijo',
    tabla_tasas: 'tasas-pasivas',
    monto_minimo: '1000',
    monto_defecto: '10000',
    plazo_defecto: '360',
    aviso,
    ...fields,
  }),
  plazos,
});

const figure = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition')
    .textContent;

describe('SimuladorDepositoBlock', () => {
  it('shows the default example with the withholding and the disclaimer in the server markup', () => {
    const html = renderToString(<SimuladorDepositoBlock blok={deposit()} />);
    for (const text of [
      'US$10,472.50',
      'US$525.00',
      'US$52.50',
      'Retención de impuesto sobre la renta (10.00%)',
      'Cifras de muestra.',
    ])
      expect(html).toContain(text);
  });

  it("offers the table's terms with their rates and follows the visitor's choice", () => {
    render(<SimuladorDepositoBlock blok={deposit()} />);
    expect(screen.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual([
      '30 días (3.25%)',
      '180 días (4.50%)',
      '360 días (5.25%)',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: '30 días (3.25%)' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Monto (US$)' }), { target: { value: '1,000' } });
    expect(figure('Intereses al vencimiento')).toBe('US$2.71');
    expect(figure('Retención de impuesto sobre la renta (10.00%)')).toBe('US$0.27');
    expect(figure('Intereses netos')).toBe('US$2.44');
    expect(figure('Monto neto al vencimiento')).toBe('US$1,002.44');
    expect(figure('Tasa nominal anual')).toBe('3.25%');
  });

  it("uses the block's withholding percentage", () => {
    render(<SimuladorDepositoBlock blok={deposit({ retencion_renta: '0' })} />);
    expect(figure('Retención de impuesto sobre la renta (0.00%)')).toBe('US$0.00');
    expect(figure('Monto neto al vencimiento')).toBe('US$10,525.00');
  });

  it('keeps the last result under a wrong amount, with the message tied to the field', () => {
    render(<SimuladorDepositoBlock blok={deposit()} />);
    const field = screen.getByRole('textbox', { name: 'Monto (US$)' });
    for (const [typed, message] of [
      ['999.99', 'El monto mínimo es US$1,000.00.'],
      ['-5', 'El monto no puede ser negativo.'],
      ['diez mil', 'Escribí el monto solo con números, por ejemplo 10,000.00.'],
      ['', 'Ingresá un monto.'],
    ]) {
      fireEvent.input(field, { target: { value: typed } });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const [errorId] = field.getAttribute('aria-describedby')?.split(' ') ?? [];
      expect(document.getElementById(errorId ?? '')?.textContent).toBe(message);
      expect(figure('Monto neto al vencimiento')).toBe('US$10,472.50');
    }
  });

  it('starts on the shortest term when the block sets none', () => {
    render(<SimuladorDepositoBlock blok={deposit({ plazo_defecto: '' })} />);
    expect((screen.getByRole('radio', { name: '30 días (3.25%)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('without resolved terms (a one-story preview) shows a notice and the disclaimer', () => {
    render(<SimuladorDepositoBlock blok={{ ...deposit(), plazos: [] }} />);
    expect(screen.getByText(/cuando la tasa a la que se refiere está publicada/)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
