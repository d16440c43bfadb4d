// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeBlok } from '../../content/normalize';
import type { BlockOf } from '../../content/schemas/registry';
import { FilaTasaBlock } from './fila-tasa';
import { TablaTasasBlock } from './tabla-tasas';

afterEach(cleanup);

const row = (key: string, producto: string, nominal: string, efectiva: string, detalle: string) => ({
  _uid: key,
  component: 'fila_tasa',
  clave: key,
  producto,
  tasa_nominal: nominal,
  tasa_efectiva: efectiva,
  detalle,
});

function table(): BlockOf<'tabla_tasas'> {
  const raw = {
    _uid: 't1',
    component: 'tabla_tasas',
    clave: 'tasas-pasivas',
    columna_detalle: 'Monto mínimo',
    filas: [
      row('ahorro', 'Cuenta de ahorro Azul', '1', '1', 'US$25.00'),
      row('plazo-30', 'Depósito a plazo 30 días', '3.25', '3.3', 'US$1,000.00'),
    ],
  };
  return normalizeBlok(raw, { story: 'tasas', errors: [] }) as BlockOf<'tabla_tasas'>;
}

describe('TablaTasasBlock', () => {
  it('draws the rates as the rates page writes them: two decimals and %', () => {
    render(<TablaTasasBlock blok={table()} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Producto',
      'Tasa nominal anual',
      'Tasa efectiva anual',
      'Monto mínimo',
    ]);
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Cuenta de ahorro Azul1.00%1.00%US$25.00', 'Depósito a plazo 30 días3.25%3.30%US$1,000.00']);
    expect(screen.getByRole('rowheader', { name: 'Depósito a plazo 30 días' })).toBeTruthy();
  });

  it('a row outside its table draws nothing', () => {
    const lone = table().filas[0] as BlockOf<'fila_tasa'>;
    const { container } = render(<FilaTasaBlock blok={lone} />);
    expect(container.innerHTML).toBe('');
  });
});
