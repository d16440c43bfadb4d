/** The CDN purge after a deploy, for the CDN the settings name. */
import type { CdnConfig } from '../deploy-config';
import { purgeCloudflare } from './purge-cloudflare';

export async function purgeCdn(
  cdn: CdnConfig,
  paths: readonly string[],
  signal?: AbortSignal,
): Promise<string[]> {
  switch (cdn.kind) {
    case 'none':
      return [];
    case 'cloudflare':
      return purgeCloudflare(cdn, paths, signal);
  }
}
