/** The bucket client, made from the deploy's settings the same way for the CLI, the service and the tests. */
import { S3Client } from '@aws-sdk/client-s3';
import type { DeployConfig } from './deploy-config';
import './sdk-node-warning';

/** Attempts per request, the first included: the SDK's standard strategy backs off between them (500, 503, throttling). */
export const s3MaxAttempts = 6;

export function createS3Client(config: DeployConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    maxAttempts: s3MaxAttempts,
    // S3-compatible stores (R2, MinIO, s3rver) do not all accept the CRC32 checksums the SDK adds by
    // default since 3.729; sent only when an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
