/** Records a consent choice in the data layer, once the visitor's address is known (or 'unknown'). */
import { integrations } from '../config/integrations';
import { consentEvent } from './consent-event';
import { pushToDataLayer } from './data-layer';
import { lookupIp } from './ip-lookup';
import type { ConsentPreferences } from './preferences';

export async function recordConsent(
  preferences: ConsentPreferences,
  lookup: () => Promise<string> = () =>
    lookupIp({ url: integrations.ipLookupUrl, timeoutMs: integrations.ipLookupTimeoutMs }),
): Promise<void> {
  const ip = await lookup();
  pushToDataLayer(consentEvent(preferences, ip));
}
