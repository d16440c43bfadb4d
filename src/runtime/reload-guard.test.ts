// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimFullLoad, settleFullLoad } from './reload-guard';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('full-load loop guard', () => {
  it('allows a full load of each target, again and again once each one arrived', () => {
    expect(claimFullLoad('/b/')).toBe(true);
    settleFullLoad('/b/');
    expect(claimFullLoad('/a/')).toBe(true);
    settleFullLoad('/a/');
    expect(claimFullLoad('/b/')).toBe(true);
  });

  it('refuses the same target while its last full load has not arrived, once', () => {
    expect(claimFullLoad('/b/')).toBe(true);
    // The document that started is another page: the load of /b/ ended elsewhere.
    settleFullLoad('/x/');
    expect(claimFullLoad('/b/')).toBe(false);
    expect(claimFullLoad('/b/')).toBe(true);
  });

  it('does not let an unarrived target block another one', () => {
    expect(claimFullLoad('/b/')).toBe(true);
    expect(claimFullLoad('/c/')).toBe(true);
    expect(claimFullLoad('/b/')).toBe(true);
  });

  it('never blocks when storage is unavailable', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(claimFullLoad('/b/')).toBe(true);
    expect(claimFullLoad('/b/')).toBe(true);
    settleFullLoad('/b/');
  });

  it('still allows the load when storage refuses writes', () => {
    vi.spyOn(window.sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(claimFullLoad('/b/')).toBe(true);
    expect(claimFullLoad('/b/')).toBe(true);
  });
});
