/** The CDN purge after a deploy, for the CDN the settings name. */
import type { CdnConfig } from '../deploy-config';
import { purgeCloudflare } from './purge-cloudflare';
import { cloudFrontEverything, purgeCloudFront } from './purge-cloudfront';

export interface CdnPurge {
  /** What was purged: full URLs (Cloudflare), invalidation paths (CloudFront); empty when nothing was. */
  purged: string[];
  /** The whole site was purged (over the CDN's limit). */
  everything: boolean;
  /** One line for the deploy's log, e.g. the CloudFront invalidation's id. */
  note: string;
}

const nothing: CdnPurge = { purged: [], everything: false, note: '' };

/**
 * Purges `paths` (`/route/`, `/assets/data/…`). `reference` names this purge for a CDN that deduplicates
 * requests (CloudFront's CallerReference): the same reference is sent again only with the same paths.
 */
export async function purgeCdn(
  cdn: CdnConfig,
  paths: readonly string[],
  reference: string,
  signal?: AbortSignal,
): Promise<CdnPurge> {
  if (!paths.length) return nothing;
  switch (cdn.kind) {
    case 'none':
      return nothing;
    case 'cloudflare': {
      const purged = await purgeCloudflare(cdn, paths, signal);
      const everything = purged.length === 1 && purged[0] === '*';
      return {
        purged,
        everything,
        note: `Cloudflare purged ${everything ? 'everything' : `${purged.length} URLs`}`,
      };
    }
    case 'cloudfront': {
      const invalidation = await purgeCloudFront(cdn, paths, reference, signal);
      if (!invalidation) return nothing;
      const everything = invalidation.paths.length === 1 && invalidation.paths[0] === cloudFrontEverything;
      return {
        purged: invalidation.paths,
        everything,
        note:
          `CloudFront invalidation ${invalidation.id} of ${everything ? 'everything (/*)' : `${invalidation.paths.length} paths`}` +
          ` (${invalidation.status}; not awaited)`,
      };
    }
  }
}
