/**
 * Cloudflare cache purge over its HTTP API (`POST /zones/{zone}/purge_cache`, developers.cloudflare.com
 * "Purge cache"): full URLs in batches of 100 (the per-request limit of every plan but Enterprise); over
 * `maxUrls` one purge of everything instead, which costs one request of the zone's rate limit (Free: 5 a
 * minute) where the URLs would cost many.
 */
import { DeployError } from '../deploy-error';

export const cloudflareBatch = 100;
export const cloudflareMaxUrls = 500;
const attempts = 4;

export interface CloudflarePurge {
  apiBase: string;
  zoneId: string;
  apiToken: string;
  siteUrl: string;
}

type PurgeBody = { files: string[] } | { purge_everything: true };

async function send(settings: CloudflarePurge, body: PurgeBody, signal?: AbortSignal): Promise<void> {
  const url = `${settings.apiBase}/zones/${encodeURIComponent(settings.zoneId)}/purge_cache`;
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    let retry: boolean;
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.apiToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: signal ?? null,
      });
      const json = (await answer.json().catch(() => ({}))) as {
        success?: boolean;
        errors?: { message?: string }[];
      };
      if (answer.ok && json.success) return;
      last = `HTTP ${answer.status}${json.errors?.[0]?.message ? `: ${json.errors[0].message}` : ''}`;
      retry = answer.status === 429 || answer.status >= 500;
    } catch (error) {
      signal?.throwIfAborted();
      last = (error as Error).message;
      retry = true;
    }
    if (!retry || attempt === attempts) break;
    await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
  }
  throw new DeployError('purge_failed', `Cloudflare purge of zone ${settings.zoneId} failed, ${last}`);
}

/** Purges the given site paths; returns what was purged (full URLs, or `*` for everything). */
export async function purgeCloudflare(
  settings: CloudflarePurge,
  paths: readonly string[],
  signal?: AbortSignal,
  maxUrls = cloudflareMaxUrls,
): Promise<string[]> {
  if (!paths.length) return [];
  if (paths.length > maxUrls) {
    await send(settings, { purge_everything: true }, signal);
    return ['*'];
  }
  const urls = paths.map((p) => new URL(p, `${settings.siteUrl}/`).href);
  for (let start = 0; start < urls.length; start += cloudflareBatch)
    await send(settings, { files: urls.slice(start, start + cloudflareBatch) }, signal);
  return urls;
}
