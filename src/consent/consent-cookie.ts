/**
 * The `cookie-consent` cookie (docs/behaviour.md §9): JSON of the preferences, 7 days, path /, SameSite Lax, and
 * Secure over https so the choice never travels in clear text. Pure string functions, so they are
 * tested without a browser; `document.cookie` is touched only by the two small wrappers at the end.
 */
import { consent } from '../config/site';
import { defaultPreferences, isConsentPreferences, type ConsentPreferences } from './preferences';
import { errorMessage } from '../common/errors';

export type StoredConsent =
  | { status: 'missing'; preferences: ConsentPreferences }
  | { status: 'invalid'; preferences: ConsentPreferences }
  | { status: 'stored'; preferences: ConsentPreferences };

const dayMs = 24 * 60 * 60 * 1000;

/** Stored consent that cannot be read: a warning, and the defaults until the visitor chooses (docs/behaviour.md §8). */
function unreadable(error: unknown): StoredConsent {
  const reason = errorMessage(error);
  console.warn(`Could not read the ${consent.cookieName} cookie (${reason}); using the default preferences.`);
  return { status: 'invalid', preferences: defaultPreferences };
}

/**
 * Reads the consent from a `document.cookie` string without a word: the boot script decides from it, before
 * the first paint, whether the dialog shows (docs/performance.md); the app warns through parseConsentCookie.
 */
export function readConsent(cookieHeader: string): StoredConsent | { status: 'invalid'; reason: string } {
  const prefix = `${consent.cookieName}=`;
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (raw === undefined) return { status: 'missing', preferences: defaultPreferences };
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (isConsentPreferences(value)) {
      return { status: 'stored', preferences: { necessary: true, functional: value.functional } };
    }
    return { status: 'invalid', reason: 'not a { necessary: true, functional: boolean } object' };
  } catch (error) {
    return { status: 'invalid', reason: errorMessage(error) };
  }
}

/** Reads the consent from a `document.cookie` string; an unreadable value warns and gives the defaults. */
export function parseConsentCookie(cookieHeader: string): StoredConsent {
  const read = readConsent(cookieHeader);
  return 'reason' in read ? unreadable(new Error(read.reason)) : read;
}

/** The `document.cookie` assignment that stores the preferences. */
export function serializeConsentCookie(
  preferences: ConsentPreferences,
  options: { secure: boolean; now?: number },
): string {
  const maxAgeSeconds = consent.maxAgeDays * 24 * 60 * 60;
  const expires = new Date((options.now ?? Date.now()) + consent.maxAgeDays * dayMs).toUTCString();
  const value = encodeURIComponent(JSON.stringify({ necessary: true, functional: preferences.functional }));
  const parts = [
    `${consent.cookieName}=${value}`,
    `Max-Age=${maxAgeSeconds}`,
    `Expires=${expires}`,
    `Path=${consent.path}`,
    `SameSite=${consent.sameSite}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function readConsentCookie(doc: Document = document): StoredConsent {
  let cookies: string;
  try {
    cookies = doc.cookie;
  } catch (error) {
    // A sandboxed or opaque-origin document throws on `document.cookie` (SecurityError): as unreadable
    // as a malformed value, so the same outcome, never a crash.
    return unreadable(error);
  }
  return parseConsentCookie(cookies);
}

export function writeConsentCookie(preferences: ConsentPreferences, doc: Document = document): void {
  doc.cookie = serializeConsentCookie(preferences, { secure: doc.location.protocol === 'https:' });
}
