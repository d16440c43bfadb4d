import { describe, expect, it } from 'vitest';
import { simulatorName, tabOfAddressedSimulator } from './simulator-name';
import { addressFor, readAddress, searchWith } from './simulator-address';

const tab = (title: string, body: unknown[]) => ({ _uid: title, component: 'tab', title, body });
const simulator = (component: string, producto: string) => ({ _uid: producto, component, producto });

describe('a simulator in the address (issue 32)', () => {
  it('goes by its product, in lower case without accents', () => {
    expect(simulatorName('Crédito de vehículo')).toBe('credito-de-vehiculo');
    expect(simulatorName('  Depósito a plazo fijo ')).toBe('deposito-a-plazo-fijo');
  });

  it('finds the tab that holds the simulator the address names, at any depth', () => {
    const tabs = [
      tab('Personal', [{ _uid: 't', component: 'text' }]),
      tab('Hipotecario', [
        { _uid: 'r', component: 'row', columns: [simulator('simulador_credito', 'Crédito hipotecario')] },
      ]),
      tab('Depósito', [simulator('simulador_deposito', 'Depósito a plazo fijo')]),
    ];
    expect(tabOfAddressedSimulator(tabs, '?simulador=credito-hipotecario&valor=100000')).toBe(1);
    expect(tabOfAddressedSimulator(tabs, '?simulador=deposito-a-plazo-fijo')).toBe(2);
    expect(tabOfAddressedSimulator(tabs, '?simulador=otro')).toBe(-1);
    expect(tabOfAddressedSimulator(tabs, '?monto=100')).toBe(-1);
    // A block that merely has a product name is no simulator.
    expect(tabOfAddressedSimulator([tab('X', [simulator('card', 'Otro')])], '?simulador=otro')).toBe(-1);
  });

  it('reads only the fields of the simulator it names, or of any when it names none', () => {
    const fields = ['monto', 'plazo'];
    expect(
      readAddress('?simulador=credito-personal&monto=5000&plazo=12', 'credito-personal', fields),
    ).toEqual({
      monto: '5000',
      plazo: '12',
    });
    expect(
      readAddress('?simulador=credito-hipotecario&plazo=20', 'credito-personal', fields),
    ).toBeUndefined();
    expect(readAddress('?monto=5000', 'credito-personal', fields)).toEqual({ monto: '5000' });
    expect(readAddress('?q=remesa', 'credito-personal', fields)).toBeUndefined();
    expect(addressFor('credito-personal', { monto: '5000', plazo: '12' })).toBe(
      'simulador=credito-personal&monto=5000&plazo=12',
    );
  });

  it("writes the simulation into the address and keeps the address's other parameters", () => {
    const fields = ['monto', 'valor', 'prima', 'plazo'];
    const key = addressFor('credito-personal', { monto: '5000', plazo: '12' });
    expect(searchWith('', key, fields)).toBe('simulador=credito-personal&monto=5000&plazo=12');
    expect(searchWith('?utm_source=correo&utm_campaign=nov', key, fields)).toBe(
      'utm_source=correo&utm_campaign=nov&simulador=credito-personal&monto=5000&plazo=12',
    );
    // A sibling's simulation on the same page is replaced, fields it alone used too; the campaign stays.
    expect(
      searchWith(
        '?simulador=credito-hipotecario&valor=90000&prima=10%25&utm_source=correo&plazo=20',
        key,
        fields,
      ),
    ).toBe('utm_source=correo&simulador=credito-personal&monto=5000&plazo=12');
  });
});
