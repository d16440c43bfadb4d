/**
 * The deploy's settings, read from the environment (README "Publishing" → "Deploy"). Credentials are not
 * here: the AWS SDK reads them through its standard chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a
 * profile, an instance role), so no secret passes through this project's code.
 */
import { ConfigError } from '../common/errors';

export type CdnConfig =
  | { kind: 'none' }
  | {
      kind: 'cloudflare';
      zoneId: string;
      apiToken: string;
      /** The site's public origin, e.g. https://www.bancoazul.example: purges name full URLs. */
      siteUrl: string;
      /** Cloudflare's API base; a test points it at a stand-in on 127.0.0.1. */
      apiBase: string;
    }
  | {
      kind: 'cloudfront';
      distributionId: string;
      /** CloudFront's API endpoint; only a test sets it (a stand-in on 127.0.0.1). */
      endpoint?: string;
      /** Keys given explicitly: only tests set them; otherwise the SDK's standard chain. */
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

export interface DeployConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** Key prefix of the site in the bucket: '' or ends with '/'. */
  prefix: string;
  cdn: CdnConfig;
  /** A run that would delete more objects than this is refused unless allowed explicitly. */
  maxDeletes: number;
  /** Deploys whose hashed assets and page copies are kept (open tabs, rollback). */
  retainDeploys: number;
  /** Also kept: every deploy that was live less than this long ago. */
  retainMs: number;
  /** Parallel requests to the bucket. */
  concurrency: number;
  /**
   * Keys given explicitly: only tests and local stand-ins set them (startLocalBucket). Otherwise the SDK's
   * standard chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles) provides them.
   */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export const defaultMaxDeletes = 500;
export const defaultRetainDeploys = 3;
export const defaultRetainMs = 24 * 60 * 60 * 1000;
const defaultConcurrency = 16;
export const cloudflareApiBase = 'https://api.cloudflare.com/client/v4';

function missing(name: string, why: string): ConfigError {
  return new ConfigError(
    'deploy_setting_missing',
    `${name} is not set: ${why}`,
    `set ${name} (README "Deploy").`,
  );
}

function required(env: NodeJS.ProcessEnv, name: string, why: string): string {
  const value = env[name]?.trim();
  if (!value) throw missing(name, why);
  return value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new ConfigError('deploy_setting_invalid', `${name}=${raw} is not a whole number of at least 1`);
  return Number(raw);
}

function httpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('deploy_setting_invalid', `${name}=${raw} is not a URL`);
  }
  if (!/^https?:$/.test(url.protocol))
    throw new ConfigError('deploy_setting_invalid', `${name}=${raw} is not an http(s) URL`);
  return raw.replace(/\/+$/, '');
}

/** '' for the bucket's root; otherwise `a/b/`: no leading slash, one trailing, no `..` or empty segments. */
export function normalizedPrefix(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (!trimmed) return '';
  if (trimmed.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
    throw new ConfigError(
      'deploy_setting_invalid',
      `DEPLOY_S3_PREFIX=${raw} has an empty, "." or ".." segment`,
    );
  return `${trimmed}/`;
}

const cdnKinds = ['none', 'cloudflare', 'cloudfront'] as const;

/** DEPLOY_CDN alone (`--cdn-config` needs no bucket or CDN credentials). */
export function cdnKindFromEnv(env: NodeJS.ProcessEnv): CdnConfig['kind'] {
  const kind = (env.DEPLOY_CDN?.trim() || 'none').toLowerCase();
  const known = cdnKinds.find((k) => k === kind);
  if (!known)
    throw new ConfigError(
      'deploy_setting_invalid',
      `DEPLOY_CDN=${env.DEPLOY_CDN} is not one of cloudfront, cloudflare, none`,
    );
  return known;
}

function cdnFromEnv(env: NodeJS.ProcessEnv): CdnConfig {
  const kind = cdnKindFromEnv(env);
  if (kind === 'none') return { kind: 'none' };
  if (kind === 'cloudflare')
    return {
      kind,
      zoneId: required(env, 'CLOUDFLARE_ZONE_ID', 'DEPLOY_CDN=cloudflare purges the zone it names'),
      apiToken: required(env, 'CLOUDFLARE_API_TOKEN', 'DEPLOY_CDN=cloudflare needs a token with Cache Purge'),
      siteUrl: httpUrl('DEPLOY_SITE_URL', required(env, 'DEPLOY_SITE_URL', 'purges name full URLs')),
      apiBase: httpUrl('CLOUDFLARE_API_BASE', env.CLOUDFLARE_API_BASE?.trim() || cloudflareApiBase),
    };
  const endpoint = env.CLOUDFRONT_ENDPOINT?.trim();
  const distributionId = required(
    env,
    'CLOUDFRONT_DISTRIBUTION_ID',
    'DEPLOY_CDN=cloudfront invalidates the distribution it names',
  );
  // CloudFront's ids are upper-case letters and digits (E2QWRUHAPOMQZL); anything else is a pasted ARN or URL.
  if (!/^[A-Z0-9]+$/.test(distributionId))
    throw new ConfigError(
      'deploy_setting_invalid',
      `CLOUDFRONT_DISTRIBUTION_ID=${distributionId} is not a distribution id (upper-case letters and digits, as E2QWRUHAPOMQZL)`,
    );
  return {
    kind,
    distributionId,
    ...(endpoint ? { endpoint: httpUrl('CLOUDFRONT_ENDPOINT', endpoint) } : {}),
  };
}

export function deployConfigFromEnv(env: NodeJS.ProcessEnv): DeployConfig {
  const endpoint = env.DEPLOY_S3_ENDPOINT?.trim();
  const pathStyle = env.DEPLOY_S3_FORCE_PATH_STYLE?.trim();
  if (pathStyle && pathStyle !== '1' && pathStyle !== '0')
    throw new ConfigError('deploy_setting_invalid', `DEPLOY_S3_FORCE_PATH_STYLE=${pathStyle} is not 1 or 0`);
  return {
    bucket: required(env, 'DEPLOY_S3_BUCKET', 'the deploy needs the bucket it writes the site into'),
    region: required(env, 'DEPLOY_S3_REGION', 'the bucket\'s region ("auto" for Cloudflare R2)'),
    ...(endpoint ? { endpoint: httpUrl('DEPLOY_S3_ENDPOINT', endpoint) } : {}),
    forcePathStyle: pathStyle === '1',
    prefix: normalizedPrefix(env.DEPLOY_S3_PREFIX),
    cdn: cdnFromEnv(env),
    maxDeletes: positiveInteger(env, 'DEPLOY_MAX_DELETES', defaultMaxDeletes),
    retainDeploys: positiveInteger(env, 'DEPLOY_RETAIN_DEPLOYS', defaultRetainDeploys),
    retainMs: positiveInteger(env, 'DEPLOY_RETAIN_HOURS', defaultRetainMs / 3_600_000) * 3_600_000,
    concurrency: positiveInteger(env, 'DEPLOY_CONCURRENCY', defaultConcurrency),
  };
}
