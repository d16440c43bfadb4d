import { describe, expect, it } from 'vitest';
import { synonymWordsOf } from './synonym-words';

const synonyms = [
  ['préstamo', 'crédito', 'financiamiento'],
  ['carro', 'vehículo', 'auto'],
  ['teléfono', 'call center'],
];

describe("a searched word's synonyms", () => {
  it("are the other one-word phrases of the editors' groups that hold it, folded", () => {
    const words = synonymWordsOf(['credito', 'carros'], synonyms);
    expect(words.get('credito')).toEqual(['prestamo', 'financiamiento']);
    expect(words.get('carros')).toEqual(['vehiculo', 'auto']);
  });

  it('leave out phrases of several words, and are none for a word of no group', () => {
    const words = synonymWordsOf(['telefono', 'horario'], synonyms);
    expect(words.get('telefono')).toEqual([]);
    expect(words.get('horario')).toEqual([]);
  });
});
