import { describe, expect, it } from 'vitest';
import { deployConfigFromEnv, normalizedPrefix } from './deploy-config';
import { parseDeployArgs } from './cli-args';

const base = { DEPLOY_S3_BUCKET: 'b', DEPLOY_S3_REGION: 'us-east-1' };

describe('deployConfigFromEnv', () => {
  it('reads the bucket, defaults the rest', () => {
    expect(deployConfigFromEnv(base)).toMatchObject({
      bucket: 'b',
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
      cdn: { kind: 'none' },
      maxDeletes: 500,
      retainDeploys: 3,
      retainMs: 24 * 3600 * 1000,
    });
  });

  it('names the missing or bad variable', () => {
    expect(() => deployConfigFromEnv({ DEPLOY_S3_REGION: 'x' })).toThrow(/DEPLOY_S3_BUCKET is not set/);
    expect(() => deployConfigFromEnv({ ...base, DEPLOY_S3_ENDPOINT: 'minio:9000' })).toThrow(
      /DEPLOY_S3_ENDPOINT=minio:9000 is not an http\(s\) URL/,
    );
    expect(() => deployConfigFromEnv({ ...base, DEPLOY_MAX_DELETES: '0' })).toThrow(/DEPLOY_MAX_DELETES=0/);
    expect(() => deployConfigFromEnv({ ...base, DEPLOY_CDN: 'akamai' })).toThrow(/DEPLOY_CDN=akamai/);
    expect(() => deployConfigFromEnv({ ...base, DEPLOY_CDN: 'cloudflare' })).toThrow(
      /CLOUDFLARE_ZONE_ID is not set/,
    );
    expect(() => deployConfigFromEnv({ ...base, DEPLOY_CDN: 'cloudfront' })).toThrow(
      /CLOUDFRONT_DISTRIBUTION_ID is not set/,
    );
    expect(() =>
      deployConfigFromEnv({
        ...base,
        DEPLOY_CDN: 'cloudfront',
        CLOUDFRONT_DISTRIBUTION_ID: 'arn:aws:cloudfront::123:distribution/E2QWRUHAPOMQZL',
      }),
    ).toThrow(/CLOUDFRONT_DISTRIBUTION_ID=arn:aws.* is not a distribution id/);
  });

  it('reads a non-AWS store and Cloudflare', () => {
    const config = deployConfigFromEnv({
      ...base,
      DEPLOY_S3_ENDPOINT: 'http://127.0.0.1:9000/',
      DEPLOY_S3_FORCE_PATH_STYLE: '1',
      DEPLOY_S3_PREFIX: '/site/',
      DEPLOY_CDN: 'cloudflare',
      CLOUDFLARE_ZONE_ID: 'z',
      CLOUDFLARE_API_TOKEN: 't',
      DEPLOY_SITE_URL: 'https://www.bancoazul.example',
    });
    expect(config).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'site/',
    });
    expect(config.cdn).toMatchObject({ kind: 'cloudflare', apiBase: 'https://api.cloudflare.com/client/v4' });
  });

  it('reads CloudFront: the distribution, and an endpoint only tests set', () => {
    expect(
      deployConfigFromEnv({ ...base, DEPLOY_CDN: 'CloudFront', CLOUDFRONT_DISTRIBUTION_ID: 'E2QWRUHAPOMQZL' })
        .cdn,
    ).toEqual({ kind: 'cloudfront', distributionId: 'E2QWRUHAPOMQZL' });
    expect(
      deployConfigFromEnv({
        ...base,
        DEPLOY_CDN: 'cloudfront',
        CLOUDFRONT_DISTRIBUTION_ID: 'E2QWRUHAPOMQZL',
        CLOUDFRONT_ENDPOINT: 'http://127.0.0.1:4000/',
      }).cdn,
    ).toEqual({ kind: 'cloudfront', distributionId: 'E2QWRUHAPOMQZL', endpoint: 'http://127.0.0.1:4000' });
  });

  it('refuses a prefix that leaves its folder', () => {
    expect(() => normalizedPrefix('a/../b')).toThrow(/DEPLOY_S3_PREFIX/);
  });
});

describe('parseDeployArgs', () => {
  it('reads the commands', () => {
    expect(parseDeployArgs([])).toEqual({ kind: 'deploy', allowMassDelete: false });
    expect(parseDeployArgs(['--allow-mass-delete'])).toEqual({ kind: 'deploy', allowMassDelete: true });
    expect(parseDeployArgs(['--rollback'])).toEqual({ kind: 'rollback', allowMassDelete: false });
    expect(parseDeployArgs(['--rollback', 'abc'])).toEqual({
      kind: 'rollback',
      id: 'abc',
      allowMassDelete: false,
    });
    expect(parseDeployArgs(['--cdn-config', 'out'])).toEqual({ kind: 'cdn-config', dir: 'out' });
    expect(() => parseDeployArgs(['--bogus'])).toThrow(/unknown argument --bogus/);
  });
});
