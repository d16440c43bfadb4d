import { describe, expect, it } from 'vitest';
import { isBootstrapIcon } from './bootstrap-icons';

describe('isBootstrapIcon', () => {
  it('knows bootstrap-icons names and refuses anything that is not a plain name', () => {
    expect(isBootstrapIcon('telephone')).toBe(true);
    expect(isBootstrapIcon('telefono')).toBe(false);
    expect(isBootstrapIcon('../package')).toBe(false);
    expect(isBootstrapIcon('Telephone')).toBe(false);
  });
});
