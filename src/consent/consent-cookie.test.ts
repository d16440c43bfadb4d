import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConsentCookie, readConsentCookie, serializeConsentCookie } from './consent-cookie';

afterEach(() => vi.restoreAllMocks());

describe('serializeConsentCookie', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);

  it('stores the JSON of the preferences for 7 days on path / with SameSite Lax', () => {
    const cookie = serializeConsentCookie({ necessary: true, functional: true }, { secure: false, now });
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toBe(`cookie-consent=${encodeURIComponent('{"necessary":true,"functional":true}')}`);
    expect(attributes).toEqual([
      'Max-Age=604800',
      'Expires=Thu, 08 Jan 2026 12:00:00 GMT',
      'Path=/',
      'SameSite=Lax',
    ]);
  });

  it('adds Secure over https only', () => {
    const options = { now };
    expect(
      serializeConsentCookie({ necessary: true, functional: false }, { ...options, secure: true }),
    ).toMatch(/; Secure$/);
    expect(
      serializeConsentCookie({ necessary: true, functional: false }, { ...options, secure: false }),
    ).not.toMatch(/Secure/);
  });

  it('round-trips through parseConsentCookie', () => {
    for (const functional of [true, false]) {
      const pair = serializeConsentCookie({ necessary: true, functional }, { secure: false }).split('; ')[0];
      expect(parseConsentCookie(`other=1; ${pair}; last=2`)).toEqual({
        status: 'stored',
        preferences: { necessary: true, functional },
      });
    }
  });
});

describe('parseConsentCookie', () => {
  it('reports a missing cookie with the default preferences and no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseConsentCookie('a=1; cookie-consentx=2')).toEqual({
      status: 'missing',
      preferences: { necessary: true, functional: false },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts an unencoded JSON value', () => {
    expect(parseConsentCookie('cookie-consent={"necessary":true,"functional":true}').status).toBe('stored');
  });

  it.each([
    ['not JSON', 'cookie-consent=yes'],
    ['a broken escape', 'cookie-consent=%E0%A4%A'],
    ['necessary off', `cookie-consent=${encodeURIComponent('{"necessary":false,"functional":true}')}`],
    [
      'functional not boolean',
      `cookie-consent=${encodeURIComponent('{"necessary":true,"functional":"yes"}')}`,
    ],
    ['JSON null', 'cookie-consent=null'],
  ])('warns and falls back to the defaults for %s', (_name, header) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseConsentCookie(header)).toEqual({
      status: 'invalid',
      preferences: { necessary: true, functional: false },
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('cookie-consent');
  });
});

describe('readConsentCookie', () => {
  it('treats a document whose cookies cannot be read as no choice yet, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sandboxed = {
      get cookie(): string {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    } as unknown as Document;
    expect(readConsentCookie(sandboxed)).toEqual({
      status: 'invalid',
      preferences: { necessary: true, functional: false },
    });
    expect(String(warn.mock.calls[0]?.[0])).toContain('cookie-consent');
  });
});
