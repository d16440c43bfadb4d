import type { z } from 'zod/mini';
import type { consentPreferencesSchema } from './preferences-schema';

/** Cookie preferences (docs/behaviour.md §3): necessary cookies are always on, functional ones are the visitor's choice. */
export type ConsentPreferences = z.infer<typeof consentPreferencesSchema>;

/** What applies until the visitor chooses, and when the stored choice cannot be read (docs/behaviour.md §8). */
export const defaultPreferences: ConsentPreferences = { necessary: true, functional: false };

export const allAccepted: ConsentPreferences = { necessary: true, functional: true };

/** "Accept only necessary" and "reject all" store the same thing: necessary cookies cannot be refused. */
export const onlyNecessary: ConsentPreferences = { necessary: true, functional: false };

/**
 * The cookie check every page runs on load. It is `consentPreferencesSchema` written out by hand because
 * the schema would bring zod's core (~4 kB brotli) into the entry chunk for two fields;
 * preferences.test.ts checks that both accept and refuse the same values.
 */
export function isConsentPreferences(value: unknown): value is ConsentPreferences {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.necessary === true && typeof record.functional === 'boolean';
}
