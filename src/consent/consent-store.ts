/**
 * The visitor's consent, shared by the dialog, the footer link and the comments widget. A plain store
 * (no React), so a choice applies everywhere at once without a reload (issue 8). It starts `pending`:
 * the server cannot read the cookie, so nothing consent-dependent renders until the browser has.
 */
import { createStore } from '../common/create-store';
import { errorMessage } from '../common/errors';
import { readConsentCookie, writeConsentCookie, type StoredConsent } from './consent-cookie';
import { defaultPreferences, type ConsentPreferences } from './preferences';

export interface ConsentState {
  status: 'pending' | StoredConsent['status'];
  preferences: ConsentPreferences;
  /** The visitor asked to see the preferences again (footer link, comments notice). */
  reopened: boolean;
}

export interface ConsentDeps {
  read: () => StoredConsent;
  write: (preferences: ConsentPreferences) => void;
  record: (preferences: ConsentPreferences) => Promise<void>;
}

const browserDeps: ConsentDeps = {
  read: () => readConsentCookie(),
  write: (preferences) => writeConsentCookie(preferences),
  // Loaded at the visitor's choice: the IP lookup and the event are not needed to show a page. The choice
  // is stored either way; a module that cannot be loaded (a deploy replaced it) costs the event only.
  record: (preferences) =>
    import('./record-consent')
      .then(({ recordConsent }) => recordConsent(preferences))
      .catch((error: unknown) => console.warn(`Consent event not recorded: ${errorMessage(error)}`)),
};

export const pendingConsent: ConsentState = {
  status: 'pending',
  preferences: defaultPreferences,
  reopened: false,
};

export function createConsentStore(deps: ConsentDeps = browserDeps) {
  const { getState, subscribe, setState: set } = createStore(pendingConsent);
  return {
    getState,
    subscribe,
    /** Reads the cookie; called once in the browser after hydration. */
    load(): void {
      const stored = deps.read();
      set({ status: stored.status, preferences: stored.preferences, reopened: false });
    },
    /** Any of the four choices: store it, close the dialog, record the event. */
    choose(preferences: ConsentPreferences): Promise<void> {
      deps.write(preferences);
      set({ status: 'stored', preferences, reopened: false });
      return deps.record(preferences);
    },
    openPreferences(): void {
      set({ ...getState(), reopened: true });
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

/** The dialog shows when asked for, or when no readable choice exists, except on the privacy page. */
export function isDialogOpen(state: ConsentState, onPrivacyPage: boolean): boolean {
  if (state.reopened) return true;
  return (state.status === 'missing' || state.status === 'invalid') && !onPrivacyPage;
}
