/**
 * Storyblok's webhook signature: the `webhook-signature` header holds the lowercase hex HMAC-SHA1 of the raw
 * request body with the webhook secret. Checked on the raw bytes before any JSON parsing, in constant time.
 */
import { timingSafeEqual } from 'node:crypto';
import { webhookSignatureOf } from '../common/webhook-signature';

export const signatureHeader = 'webhook-signature';

/** The signature Storyblok sends for `body`. */
export const signatureOf = webhookSignatureOf;

/**
 * Whether `header` is the signature of `body`. The lengths are compared first: timingSafeEqual throws on
 * buffers of different lengths, and the length of a SHA-1 hex digest (40) is no secret.
 */
export function signatureMatches(
  body: Buffer,
  header: string | string[] | undefined,
  secret: string,
): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signatureOf(body, secret), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}
