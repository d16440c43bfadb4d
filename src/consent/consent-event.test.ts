import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentEvent } from './consent-event';
import { pushToDataLayer } from './data-layer';
import { recordConsent } from './record-consent';

// Node environment: each test stubs its own `window`.
afterEach(() => vi.unstubAllGlobals());

describe('consent event', () => {
  it('carries the five fields of docs/behaviour.md §7', () => {
    expect(consentEvent({ necessary: true, functional: false }, '203.0.113.7')).toEqual({
      event: 'cookie_consent',
      cookie_consent_ip: '203.0.113.7',
      necessary_cookies: true,
      functional_cookies: false,
      category: 'privacy',
      label: 'cookie_preferences',
    });
  });
});

describe('data layer', () => {
  it('creates window.dataLayer when missing and appends to it', () => {
    vi.stubGlobal('window', {} as Window);
    pushToDataLayer({ event: 'a' });
    pushToDataLayer({ event: 'b' });
    expect(window.dataLayer).toEqual([{ event: 'a' }, { event: 'b' }]);
  });

  it('recordConsent pushes the event with the looked-up address to an existing array', async () => {
    vi.stubGlobal('window', { dataLayer: [{ event: 'earlier' }] } as unknown as Window);
    await recordConsent({ necessary: true, functional: true }, async () => '198.51.100.1');
    expect(window.dataLayer).toEqual([
      { event: 'earlier' },
      consentEvent({ necessary: true, functional: true }, '198.51.100.1'),
    ]);
  });

  it('recordConsent still records when markup has clobbered window.dataLayer', async () => {
    // What two `<a id="dataLayer">` give through named access on window: a collection, not an array.
    const collection = { length: 2, item: () => null };
    vi.stubGlobal('window', { dataLayer: collection } as unknown as Window);
    await recordConsent({ necessary: true, functional: false }, async () => 'unknown');
    expect(window.dataLayer).toEqual([consentEvent({ necessary: true, functional: false }, 'unknown')]);
  });
});
