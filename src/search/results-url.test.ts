import { describe, expect, it } from 'vitest';
import { queryOf, resultsPageUrl } from './results-url';

describe('results page URLs', () => {
  it('carry the query as ?q=, and read it back', () => {
    expect(resultsPageUrl(' tarjeta oro ')).toBe('/buscar/?q=tarjeta+oro');
    expect(resultsPageUrl('')).toBe('/buscar/');
    expect(queryOf('?q=tarjeta+oro')).toBe('tarjeta oro');
    expect(queryOf('?q=cr%C3%A9dito&x=1')).toBe('crédito');
    expect(queryOf('')).toBe('');
  });
});
