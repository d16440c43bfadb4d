/** The consent analytics event (docs/behaviour.md §7): proof of what the visitor chose, and from which address. */
import type { DataLayerEntry } from './data-layer';
import type { ConsentPreferences } from './preferences';

export interface ConsentEvent extends DataLayerEntry {
  /** A tag manager only reacts to entries that name an event. */
  event: 'cookie_consent';
  cookie_consent_ip: string;
  necessary_cookies: boolean;
  functional_cookies: boolean;
  category: 'privacy';
  label: 'cookie_preferences';
}

export function consentEvent(preferences: ConsentPreferences, ip: string): ConsentEvent {
  return {
    event: 'cookie_consent',
    cookie_consent_ip: ip,
    necessary_cookies: preferences.necessary,
    functional_cookies: preferences.functional,
    category: 'privacy',
    label: 'cookie_preferences',
  };
}
