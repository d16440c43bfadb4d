import { describe, expect, it } from 'vitest';
import { activeState, appendToCurrentPath } from './router-link-options';

describe('appendToCurrentPath', () => {
  it('joins the link path to the current route path, keeping query and hash', () => {
    expect(appendToCurrentPath('/requisitos', '/tarjetas/')).toBe('/tarjetas/requisitos/');
    expect(appendToCurrentPath('/a/b/?x=1#c', '/tarjetas/')).toBe('/tarjetas/a/b/?x=1#c');
    expect(appendToCurrentPath('/', '/tarjetas/')).toBe('/tarjetas/');
    expect(appendToCurrentPath('/requisitos/', '/')).toBe('/requisitos/');
  });

  it('works under a path prefix', () => {
    expect(appendToCurrentPath('/pre/requisitos/', '/tarjetas/', '/pre')).toBe('/pre/tarjetas/requisitos/');
  });
});

describe('activeState', () => {
  it('is exact on the own page and inclusive on the pages under it', () => {
    expect(activeState('/banca/', '/banca/')).toEqual({ active: true, exactActive: true });
    expect(activeState('/banca/', '/banca/cuentas/')).toEqual({ active: true, exactActive: false });
    expect(activeState('/', '/banca/')).toEqual({ active: true, exactActive: false });
    expect(activeState('/banca/cuentas/', '/banca/')).toEqual({ active: false, exactActive: false });
    // A sibling sharing the start of its name is not under it.
    expect(activeState('/banca/', '/bancazul/')).toEqual({ active: false, exactActive: false });
  });

  it('never marks links with a hash or query (unknown when the page is prerendered)', () => {
    expect(activeState('/banca/#a', '/banca/')).toEqual({ active: false, exactActive: false });
    expect(activeState('/banca/?q=1', '/banca/')).toEqual({ active: false, exactActive: false });
  });

  it('compares without the path prefix', () => {
    expect(activeState('/pre/banca/', '/banca/', '/pre')).toEqual({ active: true, exactActive: true });
  });
});
