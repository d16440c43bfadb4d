import { describe, expect, it } from 'vitest';
import { isInflection, looseMatch, wordMatch } from './word-match';

describe('how much a word says a searched word', () => {
  it('takes plurals and the feminine as the word itself', () => {
    for (const [word, term] of [
      ['tarjetas', 'tarjeta'],
      ['sucursales', 'sucursal'],
      ['prestamos', 'prestamo'],
      ['horarios', 'horario'],
      ['robada', 'robado'],
      ['personales', 'personal'],
      ['meses', 'mes'],
    ] as const) {
      expect(isInflection(word, term), `${word} / ${term}`).toBe(true);
      expect(wordMatch(word, term)).toBe(1);
    }
  });

  it('counts a word that only shares the stem or the start as a loose match', () => {
    expect(wordMatch('trabajamos', 'trabajo')).toBe(looseMatch);
    expect(wordMatch('personalizada', 'personal')).toBe(looseMatch);
  });

  it('takes another form of the same verb as the word, but not the bank speaking of itself', () => {
    expect(wordMatch('consulta', 'consultar')).toBe(1);
    expect(wordMatch('bloquea', 'bloquear')).toBe(1);
    expect(wordMatch('trabajamos', 'trabajamos')).toBe(1);
  });

  it('does not match other words', () => {
    expect(wordMatch('tasa', 'tarjeta')).toBe(0);
    expect(wordMatch('mes', 'meta')).toBe(0);
  });
});
