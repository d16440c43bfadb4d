import { createHmac } from 'node:crypto';

/**
 * Storyblok's webhook signature of a body: the lowercase hex HMAC-SHA1 of the raw bytes with the webhook
 * secret (the `webhook-signature` header). The publish service checks it; the local content server signs with it.
 */
export function webhookSignatureOf(body: Buffer | string, secret: string): string {
  return createHmac('sha1', secret).update(body).digest('hex');
}
