// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { simuladorCreditoBlock } from '../../content/schemas/blocks/simulators';
import { SimuladorCreditoBlock } from './simulador-credito';
import { aviso, cleanPageAfterEach, figure } from './simulator-test-setup';
import { settleMs } from './use-settled-message';

cleanPageAfterEach();

const loan = (fields: Record<string, unknown> = {}) =>
  simuladorCreditoBlock.schema.parse({
    _uid: 'loan-1',
    component: 'simulador_credito',
    producto: 'Crédito personal',
    tasa_nominal: '12',
    monto_minimo: '1000',
    monto_maximo: '25000',
    plazo_minimo: '1',
    plazo_maximo: '36',
    monto_defecto: '10000',
    plazo_defecto: '36',
    aviso,
    ...fields,
  });

const amountField = () => screen.getByRole('textbox', { name: 'Monto (US$)' });
const monthsField = () => screen.getByRole('textbox', { name: 'Plazo (meses)' });

describe('SimuladorCreditoBlock', () => {
  it('shows the default example, with its disclaimer, in the server markup', () => {
    const html = renderToString(<SimuladorCreditoBlock blok={loan()} />);
    expect(html).toContain('US$332.14');
    expect(html).toContain('US$1,957.18');
    expect(html).toContain('US$11,957.18');
    expect(html).toContain('12.00%');
    expect(html).toContain('Cifras de muestra.');
    expect(html).toContain('value="10,000.00"');
  });

  it('updates the result as the visitor types', () => {
    render(<SimuladorCreditoBlock blok={loan()} />);
    expect(figure('Cuota mensual')).toBe('US$332.14');
    fireEvent.input(amountField(), { target: { value: '5,000' } });
    expect(figure('Cuota mensual')).toBe('US$166.07');
    fireEvent.input(monthsField(), { target: { value: '1' } });
    expect(figure('Cuota mensual')).toBe('US$5,050.00');
    expect(figure('Total de intereses')).toBe('US$50.00');
  });

  it('shows the message for a wrong entry under its field, tied to it, and no figure for other inputs', () => {
    render(<SimuladorCreditoBlock blok={loan()} />);
    expect(screen.getByText('Resultado para US$10,000.00 a 36 meses')).toBeTruthy();
    fireEvent.input(amountField(), { target: { value: '500' } });
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    const describedBy = amountField().getAttribute('aria-describedby')?.split(' ') ?? [];
    const message = document.getElementById(describedBy[0] ?? '');
    expect(message?.textContent).toBe('El monto mínimo es US$1,000.00.');
    expect(screen.queryByText('Cuota mensual', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText(/US\$332\.14/)).toBeNull();
    expect(screen.getByText('Corregí los datos marcados para ver el resultado.')).toBeTruthy();
    expect(screen.queryByText('Tabla de amortización')).toBeNull();
    fireEvent.input(amountField(), { target: { value: '10000' } });
    fireEvent.input(monthsField(), { target: { value: 'doce' } });
    expect(screen.getByText('Escribí el plazo solo con números, en meses.')).toBeTruthy();
    expect(screen.queryByText('Cuota mensual', { selector: 'dt' })).toBeNull();
    fireEvent.input(monthsField(), { target: { value: '12' } });
    expect(amountField().hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByText('Resultado para US$10,000.00 a 12 meses')).toBeTruthy();
    expect(figure('Cuota mensual')).toBe('US$888.49');
  });

  it('moves the figures with the sliders', () => {
    render(<SimuladorCreditoBlock blok={loan()} />);
    const [amountSlider, monthsSlider] = screen.getAllByRole('slider');
    fireEvent.input(monthsSlider as HTMLElement, { target: { value: '12' } });
    expect((monthsField() as HTMLInputElement).value).toBe('12');
    fireEvent.input(amountSlider as HTMLElement, { target: { value: '2000000' } });
    expect((amountField() as HTMLInputElement).value).toBe('20,000.00');
    expect(amountSlider?.getAttribute('aria-valuetext')).toBe('US$20,000.00');
    expect(figure('Cuota mensual')).toBe('US$1,776.98');
  });

  it('writes a valid amount as the default is once the visitor leaves the field, not while typing (issue 40)', () => {
    render(<SimuladorCreditoBlock blok={loan()} />);
    fireEvent.input(amountField(), { target: { value: '15000' } });
    expect((amountField() as HTMLInputElement).value).toBe('15000');
    fireEvent.blur(amountField());
    expect((amountField() as HTMLInputElement).value).toBe('15,000.00');
    fireEvent.input(monthsField(), { target: { value: '012' } });
    fireEvent.blur(monthsField());
    expect((monthsField() as HTMLInputElement).value).toBe('12');
    // A wrong figure stays as typed, with its message.
    fireEvent.input(amountField(), { target: { value: '150000' } });
    fireEvent.blur(amountField());
    expect((amountField() as HTMLInputElement).value).toBe('150000');
    expect(screen.getByText('El monto máximo es US$25,000.00.')).toBeTruthy();
  });

  it('keeps each slider on the figure its field holds (issue 40)', () => {
    render(<SimuladorCreditoBlock blok={loan()} />);
    const [amountSlider, monthsSlider] = screen.getAllByRole('slider') as HTMLInputElement[];
    fireEvent.input(amountField(), { target: { value: '12,345.67' } });
    expect(amountSlider?.value).toBe('1234567');
    expect(amountSlider?.getAttribute('aria-valuetext')).toBe('US$12,345.67');
    // Beyond the maximum: at the end, not back at the start.
    fireEvent.input(amountField(), { target: { value: '30000' } });
    expect(amountSlider?.value).toBe('2500000');
    // No figure at all: where it was.
    fireEvent.input(amountField(), { target: { value: 'abc' } });
    expect(amountSlider?.value).toBe('2500000');
    fireEvent.input(monthsField(), { target: { value: '20.5' } });
    expect(screen.getByText('El plazo va en meses completos, sin decimales.')).toBeTruthy();
    expect(monthsSlider?.value).toBe('20.5');
  });

  it('shows the insurance and the opening fee when the block has them', () => {
    render(<SimuladorCreditoBlock blok={loan({ seguro_mensual: '5.75', comision_apertura: '2' })} />);
    expect(figure('Cuota mensual con seguro')).toBe('US$337.89Incluye seguro de US$5.75 al mes.');
    expect(figure('Cuota sin seguro')).toBe('US$332.14');
    expect(figure('Total de seguros')).toBe('US$207.00');
    expect(figure('Comisión de apertura (2.00%)')).toBe('US$200.00');
    expect(figure('Total a pagar')).toBe('US$12,364.18');
  });

  it('shows the first and last months of the schedule, and all of them on request', () => {
    render(<SimuladorCreditoBlock blok={loan()} />);
    const rows = () => screen.getAllByRole('row').slice(1);
    expect(rows().map((r) => r.firstElementChild?.textContent)).toEqual([
      '1',
      '2',
      '3',
      '… 30 cuotas más',
      '34',
      '35',
      '36',
    ]);
    expect(rows().at(-1)?.textContent).toBe('36US$332.28US$3.29US$328.99US$0.00');
    const more = screen.getByRole('button', { name: 'Ver las 36 cuotas', hidden: true });
    fireEvent.click(more);
    expect(rows()).toHaveLength(36);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(
      screen.getByRole('button', { name: 'Ver solo las primeras y las últimas cuotas', hidden: true }),
    );
    expect(rows()).toHaveLength(7);
  });

  it('offers no schedule when the block hides it', () => {
    render(<SimuladorCreditoBlock blok={loan({ ocultar_tabla: true })} />);
    expect(screen.queryByText('Tabla de amortización')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(figure('Cuota mensual')).toBe('US$332.14');
  });

  it('announces the settled result politely, not each keystroke nor the first result', () => {
    vi.useFakeTimers();
    render(<SimuladorCreditoBlock blok={loan()} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(settleMs * 2));
    expect(status.textContent).toBe('');
    fireEvent.input(amountField(), { target: { value: '5' } });
    fireEvent.input(amountField(), { target: { value: '50' } });
    fireEvent.input(amountField(), { target: { value: '5000' } });
    act(() => vi.advanceTimersByTime(settleMs - 1));
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('Cuota mensual: US$166.07.');
    fireEvent.input(amountField(), { target: { value: '' } });
    act(() => vi.advanceTimersByTime(settleMs));
    expect(status.textContent).toBe('Ingresá un monto.');
  });

  it('without a resolved rate (a one-story preview) shows a notice and the disclaimer, no figures', () => {
    render(
      <SimuladorCreditoBlock blok={loan({ tasa_nominal: '', tasa_referencia: 'prestamo-personal-36' })} />,
    );
    expect(screen.getByText(/cuando la tasa a la que se refiere está publicada/)).toBeTruthy();
    expect(screen.getByText('Cifras de muestra.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
