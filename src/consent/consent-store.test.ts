import { describe, expect, it, vi } from 'vitest';
import type { StoredConsent } from './consent-cookie';
import { createConsentStore, isDialogOpen, type ConsentDeps } from './consent-store';

function deps(stored: StoredConsent): ConsentDeps {
  return { read: vi.fn(() => stored), write: vi.fn(), record: vi.fn(async () => {}) };
}

const defaults = { necessary: true, functional: false } as const;

describe('consent store', () => {
  it('starts pending (server, hydration) and reads the cookie only on load', () => {
    const d = deps({ status: 'missing', preferences: defaults });
    const store = createConsentStore(d);
    expect(store.getState().status).toBe('pending');
    expect(isDialogOpen(store.getState(), false)).toBe(false);
    expect(d.read).not.toHaveBeenCalled();
    store.load();
    expect(store.getState().status).toBe('missing');
    expect(isDialogOpen(store.getState(), false)).toBe(true);
  });

  it('a choice writes the cookie, closes the dialog, records the event and notifies', async () => {
    const d = deps({ status: 'invalid', preferences: defaults });
    const store = createConsentStore(d);
    const listener = vi.fn();
    store.subscribe(listener);
    store.load();
    expect(isDialogOpen(store.getState(), false)).toBe(true);
    await store.choose({ necessary: true, functional: true });
    expect(d.write).toHaveBeenCalledWith({ necessary: true, functional: true });
    expect(d.record).toHaveBeenCalledWith({ necessary: true, functional: true });
    expect(store.getState()).toEqual({
      status: 'stored',
      preferences: { necessary: true, functional: true },
      reopened: false,
    });
    expect(isDialogOpen(store.getState(), false)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reopens on request, even on the privacy page; never opens by itself there', () => {
    const store = createConsentStore(deps({ status: 'missing', preferences: defaults }));
    store.load();
    expect(isDialogOpen(store.getState(), true)).toBe(false);
    store.openPreferences();
    expect(isDialogOpen(store.getState(), true)).toBe(true);
  });

  it('a stored choice keeps the dialog closed', () => {
    const store = createConsentStore(deps({ status: 'stored', preferences: defaults }));
    store.load();
    expect(isDialogOpen(store.getState(), false)).toBe(false);
  });
});
