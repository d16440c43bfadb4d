import { describe, expect, it } from 'vitest';
import { dataPathOfPattern, namedDataPath, routeMatches } from './route-data-path';

const table = [
  { route: '/simulador/:producto/', dataPath: dataPathOfPattern('/simulador/:producto/') },
  { route: '/agencias/', dataPath: '/sucursales/index.json' },
];

describe('route data paths', () => {
  it('matches parameter segments one for one', () => {
    expect(routeMatches('/simulador/:producto/', '/simulador/credito/')).toBe(true);
    expect(routeMatches('/simulador/:producto/', '/simulador/')).toBe(false);
    expect(routeMatches('/simulador/:producto/', '/simulador/a/b/')).toBe(false);
    expect(routeMatches('/simulador/:producto/', '/otro/credito/')).toBe(false);
    expect(routeMatches('/', '/')).toBe(true);
  });

  it('derives the file of a parameterised route as the original runtime does (:id → _id)', () => {
    expect(dataPathOfPattern('/user/:id/')).toBe('/user/_id/index.json');
  });

  it('gives the first matching entry, or nothing', () => {
    expect(namedDataPath('/simulador/auto/', table)).toBe('/simulador/_producto/index.json');
    expect(namedDataPath('/agencias/', table)).toBe('/sucursales/index.json');
    expect(namedDataPath('/banca-personas/', table)).toBeUndefined();
  });
});
