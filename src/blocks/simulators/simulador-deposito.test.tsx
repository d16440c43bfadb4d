// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { simuladorDepositoBlock } from '../../content/schemas/blocks/simulators';
import { SimuladorDepositoBlock } from './simulador-deposito';
import { aviso, cleanPageAfterEach, figure } from './simulator-test-setup';

cleanPageAfterEach();

const general = { segmento: '', monto_minimo: 1000, monto_maximo: 1_000_000 };
const premier = { segmento: 'Premier', monto_minimo: 10_000, monto_maximo: 1_000_000 };
const plazos = [
  { dias: 30, tasa_nominal: 3.25, producto: 'Depósito a plazo 30 días', ...general },
  { dias: 180, tasa_nominal: 4.5, producto: 'Depósito a plazo 180 días', ...general },
  { dias: 360, tasa_nominal: 5.25, producto: 'Depósito a plazo 360 días', ...general },
  { dias: 90, tasa_nominal: 3.9, producto: 'Depósito a plazo Premier 90 días', ...premier },
  { dias: 360, tasa_nominal: 5.35, producto: 'Depósito a plazo Premier 360 días', ...premier },
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
    const terms = () => within(screen.getByRole('group', { name: 'Plazo' })).getAllByRole('radio');
    expect(terms().map((r) => r.parentElement?.textContent)).toEqual([
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

  it("offers each segment's terms with the segment's amount limits", () => {
    render(<SimuladorDepositoBlock blok={deposit()} />);
    const terms = () =>
      within(screen.getByRole('group', { name: 'Plazo' }))
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent);
    expect(screen.getByText('Entre US$1,000.00 y US$1,000,000.00.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Premier' }));
    expect(terms()).toEqual(['90 días (3.90%)', '360 días (5.35%)']);
    // The 360 days chosen stays, at Premier's rate: US$10,000 × 5.35 % = US$535.00, less 10 %.
    expect(figure('Monto neto al vencimiento')).toBe('US$10,481.50');
    expect(screen.getByText('Entre US$10,000.00 y US$1,000,000.00.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Monto (US$)' });
    fireEvent.input(field, { target: { value: '9,999.99' } });
    expect(screen.getByText('El monto mínimo es US$10,000.00.')).toBeTruthy();
    fireEvent.input(field, { target: { value: '1,000,000.01' } });
    expect(screen.getByText('El monto máximo es US$1,000,000.00.')).toBeTruthy();
    expect(screen.queryByText('Monto neto al vencimiento', { selector: 'dt' })).toBeNull();
  });

  it('shows no figure under a wrong amount, with the message tied to the field', () => {
    render(<SimuladorDepositoBlock blok={deposit()} />);
    const field = screen.getByRole('textbox', { name: 'Monto (US$)' });
    for (const [typed, message] of [
      ['999.99', 'El monto mínimo es US$1,000.00.'],
      ['99,999,999,999', 'El monto máximo es US$1,000,000.00.'],
      ['-5', 'El monto no puede ser negativo.'],
      ['diez mil', 'Escribí el monto solo con números, por ejemplo 10,000.00.'],
      ['', 'Ingresá un monto.'],
    ]) {
      fireEvent.input(field, { target: { value: typed } });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const [errorId] = field.getAttribute('aria-describedby')?.split(' ') ?? [];
      expect(document.getElementById(errorId ?? '')?.textContent).toBe(message);
      expect(screen.queryByText('Monto neto al vencimiento', { selector: 'dt' })).toBeNull();
      expect(screen.getByText('Corregí los datos marcados para ver el resultado.')).toBeTruthy();
    }
  });

  it('writes a valid amount as the default is once the visitor leaves the field, a wrong one as typed (issue 40)', () => {
    render(<SimuladorDepositoBlock blok={deposit()} />);
    const field = screen.getByRole('textbox', { name: 'Monto (US$)' }) as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'US$150000' } });
    expect(field.value).toBe('US$150000');
    fireEvent.blur(field);
    expect(field.value).toBe('150,000.00');
    fireEvent.input(field, { target: { value: '999.5' } });
    fireEvent.blur(field);
    expect(field.value).toBe('999.5');
    expect(screen.getByText('El monto mínimo es US$1,000.00.')).toBeTruthy();
  });

  it('shows an amount from the address as the default is, where it is valid for the term it names', () => {
    const amountFrom = (search: string) => {
      window.history.replaceState(null, '', `/${search}`);
      const { unmount } = render(<SimuladorDepositoBlock blok={deposit()} />);
      const { value } = screen.getByRole('textbox', { name: 'Monto (US$)' }) as HTMLInputElement;
      unmount();
      return value;
    };
    expect(amountFrom('?monto=12000&plazo=90&segmento=premier')).toBe('12,000.00');
    // Under Premier's US$10,000.00 minimum: left as it came, with its message.
    expect(amountFrom('?monto=5000&plazo=90&segmento=premier')).toBe('5000');
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
