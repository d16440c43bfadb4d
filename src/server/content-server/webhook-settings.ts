/** CONTENT_SERVER_WEBHOOK_URL, _SECRET and _DELAY_MS (README "Configuration"); unset URL: no webhooks. */
import { ConfigError } from '../../common/errors';
import type { WebhookSettings } from './webhooks';

export const defaultWebhookDelayMs = 2000;

export function webhookSettingsFrom(env: NodeJS.ProcessEnv): WebhookSettings | undefined {
  const url = env.CONTENT_SERVER_WEBHOOK_URL?.trim();
  if (!url) return undefined;
  if (!/^https?:\/\//.test(url)) {
    throw new ConfigError(
      'bad-webhook-url',
      `CONTENT_SERVER_WEBHOOK_URL must be an http(s) URL, not ${JSON.stringify(url)}`,
      'for example http://127.0.0.1:4180/webhooks/storyblok (the publish service).',
    );
  }
  const rawDelay = env.CONTENT_SERVER_WEBHOOK_DELAY_MS?.trim() ?? '';
  const delayMs = rawDelay === '' ? defaultWebhookDelayMs : Number(rawDelay);
  if (!Number.isInteger(delayMs) || delayMs < 0) {
    throw new ConfigError(
      'bad-webhook-delay',
      `CONTENT_SERVER_WEBHOOK_DELAY_MS must be a whole number of milliseconds, not ${JSON.stringify(rawDelay)}`,
      `unset it for ${defaultWebhookDelayMs} (Storyblok's own delay), or 0 to send at once.`,
    );
  }
  return { url, secret: env.CONTENT_SERVER_WEBHOOK_SECRET?.trim() || undefined, delayMs };
}
