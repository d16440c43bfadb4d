import { describe, expect, it } from 'vitest';
import { readAmount, readMonths, readPercent, readTerm } from './visitor-input';

const loan = { min: 100_000, max: 2_500_000 };

describe('amounts a visitor types', () => {
  it('reads the ways the site writes amounts', () => {
    for (const [typed, cents] of [
      ['10000', 1_000_000],
      ['10,000', 1_000_000],
      ['10,000.50', 1_000_050],
      [' US$5,000.00 ', 500_000],
      ['$2500.5', 250_050],
      ['1000.', 100_000],
    ] as const) {
      expect(readAmount(typed, loan), typed).toEqual({ ok: true, value: cents });
    }
  });

  it('answers each wrong input with its message', () => {
    const cases: [string, string][] = [
      ['', 'Ingresá un monto.'],
      ['   ', 'Ingresá un monto.'],
      ['-500', 'El monto no puede ser negativo.'],
      ['abc', 'Escribí el monto solo con números, por ejemplo 10,000.00.'],
      ['1e5', 'Escribí el monto solo con números, por ejemplo 10,000.00.'],
      ['10,00', 'Escribí el monto solo con números, por ejemplo 10,000.00.'],
      ['Infinity', 'Escribí el monto solo con números, por ejemplo 10,000.00.'],
      ['1000.555', 'Usá como máximo dos decimales.'],
      ['999', 'El monto mínimo es US$1,000.00.'],
      ['25000.01', 'El monto máximo es US$25,000.00.'],
      ['99999999999999999999999', 'Ese monto es demasiado alto para simularlo.'],
    ];
    for (const [typed, message] of cases)
      expect(readAmount(typed, loan), typed).toEqual({ ok: false, message });
  });

  it('without a maximum still refuses an absurd amount', () => {
    expect(readAmount('5000000', { min: 100_000 })).toEqual({ ok: true, value: 500_000_000 });
    expect(readAmount('100,000,000,000', { min: 100_000 })).toEqual({
      ok: false,
      message: 'Ese monto es demasiado alto para simularlo.',
    });
  });
});

describe('terms a visitor types', () => {
  const rule = { min: 1, max: 36 };
  it('reads whole months', () => {
    expect(readMonths('36', rule)).toEqual({ ok: true, value: 36 });
    expect(readMonths(' 1 ', rule)).toEqual({ ok: true, value: 1 });
  });

  it('answers each wrong input with its message', () => {
    const cases: [string, string][] = [
      ['', 'Ingresá un plazo en meses.'],
      ['-3', 'El plazo no puede ser negativo.'],
      ['12.5', 'El plazo va en meses completos, sin decimales.'],
      ['doce', 'Escribí el plazo solo con números, en meses.'],
      ['0', 'El plazo mínimo es de 1 mes.'],
      ['37', 'El plazo máximo es de 36 meses.'],
    ];
    for (const [typed, message] of cases)
      expect(readMonths(typed, rule), typed).toEqual({ ok: false, message });
    expect(readMonths('2', { min: 6, max: 84 })).toEqual({
      ok: false,
      message: 'El plazo mínimo es de 6 meses.',
    });
  });
});

describe('a term in years and a percentage (issue 32)', () => {
  it('reads whole years with messages in years', () => {
    const years = { min: 5, max: 25 };
    expect(readTerm('20', years, 'years')).toEqual({ ok: true, value: 20 });
    for (const [typed, message] of [
      ['', 'Ingresá un plazo en años.'],
      ['2.5', 'El plazo va en años completos, sin decimales.'],
      ['veinte', 'Escribí el plazo solo con números, en años.'],
      ['4', 'El plazo mínimo es de 5 años.'],
      ['26', 'El plazo máximo es de 25 años.'],
      ['-3', 'El plazo no puede ser negativo.'],
    ] as const)
      expect(readTerm(typed, years, 'years'), typed).toEqual({ ok: false, message });
  });

  it('reads a percentage in hundredths, with a point or a comma and an optional sign', () => {
    for (const [typed, hundredths] of [
      ['10', 1000],
      ['12.5', 1250],
      ['12,75 %', 1275],
      ['100', 10000],
      ['0', 0],
    ] as const)
      expect(readPercent(typed), typed).toEqual({ ok: true, value: hundredths });
    for (const [typed, message] of [
      ['', 'Ingresá un monto.'],
      ['diez', 'Escribí el porcentaje solo con números, por ejemplo 10 o 12.5.'],
      ['10.555', 'Usá como máximo dos decimales.'],
      ['100.01', 'La prima no puede ser mayor que el valor.'],
      ['-5', 'El monto no puede ser negativo.'],
    ] as const)
      expect(readPercent(typed), typed).toEqual({ ok: false, message });
  });
});
