import { describe, expect, it } from 'vitest';
import { withinOneTypo } from './one-typo';
import { sameWord } from './stem';
import { fold, searchedWords } from './words';

describe('the words of a query', () => {
  it('ignore accents, the tilde and case', () => {
    expect(fold('Préstamo CONTRASEÑA')).toBe('prestamo contrasena');
  });

  it('leave out stopwords and fragments of one or two letters', () => {
    expect(searchedWords('¿Cómo abro una cuenta?')).toEqual(['abro', 'cuenta']);
    expect(searchedWords('B. su tarjeta')).toEqual(['tarjeta']);
    expect(searchedWords('poner una queja')).toEqual(['queja']);
    expect(searchedWords('comisión por usar cajero')).toEqual(['comision', 'cajero']);
  });

  it('leave out question words, "cuánto" among them: no answer says it (issue 40)', () => {
    expect(searchedWords('¿Cuánto cuesta la chequera?')).toEqual(['cuesta', 'chequera']);
    expect(searchedWords('cuantos puntos da la platinum')).toEqual(['puntos', 'platinum']);
  });

  it('meet in singular and plural and other forms (Spanish stems)', () => {
    expect(sameWord('tarjetas', 'tarjeta')).toBe(true);
    expect(sameWord('sucursales', 'sucursal')).toBe(true);
    expect(sameWord('prestamos', 'préstamo')).toBe(true);
    expect(sameWord('tarjeta', 'tareas')).toBe(false);
  });
});

describe('one typo', () => {
  it('is a letter missing, added, changed or two swapped', () => {
    expect(withinOneTypo('tarjta', 'tarjeta')).toBe(true);
    expect(withinOneTypo('platinun', 'platinum')).toBe(true);
    expect(withinOneTypo('tarjtea', 'tarjeta')).toBe(true);
    expect(withinOneTypo('tarejta', 'tarjeta')).toBe(true);
    expect(withinOneTypo('trjta', 'tarjeta')).toBe(false);
  });
});
