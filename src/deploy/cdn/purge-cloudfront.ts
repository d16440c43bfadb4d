/**
 * CloudFront purge: one invalidation per deploy (`CreateInvalidation`, signed by the official SDK), of the
 * changed pages, page data and other non-immutable files.
 *
 * Limits (CloudFront Developer Guide, "Concurrent invalidation request maximum"): at most 3,000 individual
 * paths in progress per distribution, and 15 wildcard paths. Over `maxPaths` the invalidation is `/*`, one
 * wildcard path (it also costs one path of the monthly free 1,000 where the list would cost many).
 *
 * Not awaited to completion: CloudFront answers 201 with the invalidation `InProgress` and finishes it in
 * seconds to minutes. The bucket already serves the new bytes and the pages and data are `no-cache`, so
 * nothing the deploy does next depends on it, and the publish service must stay free for the next publish.
 * A refused request (too many in progress, throttled, no access) fails the purge, which the deploy keeps
 * owed in its state and sends again with the next deploy (deploy-site.ts).
 */
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import type { CdnConfig } from '../deploy-config';
import { DeployError } from '../deploy-error';
import '../sdk-node-warning';

export type CloudFrontPurge = Extract<CdnConfig, { kind: 'cloudfront' }>;

export const cloudFrontMaxPaths = 3000;
/** The invalidation of everything: one wildcard path. */
export const cloudFrontEverything = '/*';
/** Attempts per request, the first included: the SDK backs off between them (5xx, throttling). */
const maxAttempts = 4;

export interface CloudFrontInvalidation {
  /** The paths invalidated: `/*` alone when there were too many. */
  paths: string[];
  /** CloudFront's id of the invalidation, for `aws cloudfront get-invalidation`. */
  id: string;
  status: string;
}

/**
 * CloudFront's invalidation paths for site paths (`/route/`, `/assets/data/…`). A page is invalidated both
 * as the visitor asks for it (`/route/`) and as the viewer-request function rewrites it
 * (`/route/index.html`): AWS advises both when a function changes the URI. Non-ASCII and RFC 1738 unsafe
 * characters are percent-encoded, nothing else (CloudFront matches the encoded form).
 */
export function invalidationPaths(paths: readonly string[]): string[] {
  const out = new Set<string>();
  for (const sitePath of paths) {
    const encoded = encodeURI(sitePath).replace(/#/g, '%23');
    out.add(encoded);
    if (encoded.endsWith('/')) out.add(`${encoded}index.html`);
  }
  return [...out].sort();
}

export function createCloudFrontClient(settings: CloudFrontPurge): CloudFrontClient {
  return new CloudFrontClient({
    // CloudFront's API is global; its requests are signed for us-east-1.
    region: 'us-east-1',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    maxAttempts,
  });
}

interface SdkFailure {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number; attempts?: number };
}

/**
 * Creates one invalidation of `paths`. `reference` is its CallerReference: CloudFront answers a repeated
 * request with the same reference and paths with the invalidation it already made, so sending an owed purge
 * again after a lost answer never makes a second one.
 */
export async function purgeCloudFront(
  settings: CloudFrontPurge,
  paths: readonly string[],
  reference: string,
  signal?: AbortSignal,
  maxPaths = cloudFrontMaxPaths,
  given?: CloudFrontClient,
): Promise<CloudFrontInvalidation | undefined> {
  if (!paths.length) return undefined;
  const client = given ?? createCloudFrontClient(settings);
  const wanted = invalidationPaths(paths);
  const items = wanted.length > maxPaths ? [cloudFrontEverything] : wanted;
  try {
    const answer = await client.send(
      new CreateInvalidationCommand({
        DistributionId: settings.distributionId,
        InvalidationBatch: { CallerReference: reference, Paths: { Quantity: items.length, Items: items } },
      }),
      { abortSignal: signal },
    );
    return {
      paths: items,
      id: answer.Invalidation?.Id ?? '?',
      status: answer.Invalidation?.Status ?? '?',
    };
  } catch (error) {
    signal?.throwIfAborted();
    const e = error as SdkFailure;
    const status = e.$metadata?.httpStatusCode ? ` HTTP ${e.$metadata.httpStatusCode}` : '';
    const attempts =
      e.$metadata?.attempts && e.$metadata.attempts > 1 ? ` after ${e.$metadata.attempts} attempts` : '';
    throw new DeployError(
      'purge_failed',
      `CloudFront invalidation of distribution ${settings.distributionId} (${items.length} paths) failed,${status} ${e.name ?? 'Error'}: ${e.message ?? String(error)}${attempts}`,
    );
  } finally {
    if (!given) client.destroy();
  }
}
