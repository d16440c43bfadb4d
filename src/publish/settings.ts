/** The publish service's settings, from the environment (README "Publishing"); a bad one names itself. */
import path from 'node:path';
import { ConfigError } from '../common/errors';
import { portSetting } from '../common/port-setting';
import { defaultCacheDir } from '../config/project-paths';

export interface PublishSettings {
  host: string;
  port: number;
  /** undefined only when `insecureLocal`. */
  secret: string | undefined;
  insecureLocal: boolean;
  stateDir: string;
  pollSeconds: number;
  statusToken: string | undefined;
  /** Attempts of one failed publish before it is reported failed (the next event or poll tries again). */
  attempts: number;
  /** First wait between attempts; it doubles each time. */
  retryBaseMs: number;
  /** Webhooks the token bucket lets through at once, and refilled per second. */
  burst: number;
  perSecond: number;
  /** `incremental`: after the first build, read only the stories that changed (default); `full`: every story, each build. */
  listing: 'incremental' | 'full';
}

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost']);

function numberSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim() ?? '';
  if (raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new ConfigError(
      'bad-number',
      `${name} must be a number from ${min} to ${max}, not ${JSON.stringify(env[name])}`,
      `correct or unset ${name} (unset: ${fallback}).`,
    );
  }
  return value;
}

function listingSetting(raw: string | undefined): PublishSettings['listing'] {
  const value = raw?.trim() || 'incremental';
  if (value === 'incremental' || value === 'full') return value;
  throw new ConfigError(
    'bad-listing',
    `PUBLISH_LISTING must be incremental or full, not ${JSON.stringify(raw)}`,
    'correct or unset PUBLISH_LISTING (unset: incremental).',
  );
}

export function publishSettingsFrom(env: NodeJS.ProcessEnv): PublishSettings {
  const insecureLocal = env.PUBLISH_INSECURE_LOCAL === '1';
  const secret = env.STORYBLOK_WEBHOOK_SECRET?.trim() || undefined;
  const host = env.PUBLISH_HOST?.trim() || '127.0.0.1';
  if (!secret && !insecureLocal) {
    throw new ConfigError(
      'no-webhook-secret',
      'STORYBLOK_WEBHOOK_SECRET is not set: the publish service will not take unsigned webhooks',
      "set it to the webhook secret of the space's webhook (Settings → Webhooks), or PUBLISH_INSECURE_LOCAL=1 to try it on this machine only.",
    );
  }
  if (!secret && !loopbackHosts.has(host)) {
    throw new ConfigError(
      'insecure-not-local',
      `PUBLISH_INSECURE_LOCAL=1 takes unsigned webhooks, so it listens on loopback only, not on PUBLISH_HOST=${host}`,
      'unset PUBLISH_HOST, or set STORYBLOK_WEBHOOK_SECRET.',
    );
  }
  return {
    host,
    port: portSetting('PUBLISH_PORT', env.PUBLISH_PORT, 4180),
    secret,
    insecureLocal: !secret,
    stateDir: path.resolve(env.PUBLISH_STATE_DIR?.trim() || path.join(defaultCacheDir, 'publish')),
    pollSeconds: numberSetting(env, 'PUBLISH_POLL_SECONDS', 60, 1, 60),
    statusToken: env.PUBLISH_STATUS_TOKEN?.trim() || undefined,
    attempts: numberSetting(env, 'PUBLISH_ATTEMPTS', 4, 1, 20),
    retryBaseMs: numberSetting(env, 'PUBLISH_RETRY_MS', 2000, 0, 600_000),
    burst: numberSetting(env, 'PUBLISH_BURST', 30, 1, 10_000),
    perSecond: numberSetting(env, 'PUBLISH_PER_SECOND', 5, 0.01, 10_000),
    listing: listingSetting(env.PUBLISH_LISTING),
  };
}
