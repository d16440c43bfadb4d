/** The publisher's deploy side, through src/deploy/: the live deploy's content version, and a deploy. */
import { deployConfigFromEnv, type DeployConfig } from '../deploy/deploy-config';
import { deploySite, readLiveDeploy, retryOwedPurge } from '../deploy/deploy-site';
import type { OwedPurge } from './publish-status';
import type { DeployOutcome } from './publisher';

export interface BucketDeploy {
  config: DeployConfig;
  liveVersion(): Promise<number | undefined>;
  deploy(
    outDir: string,
    cacheDir: string | undefined,
    cv: number,
    log: (line: string) => void,
  ): Promise<DeployOutcome>;
  retryOwedPurge(log: (line: string) => void): Promise<OwedPurge | undefined>;
}

export function bucketDeployFrom(env: NodeJS.ProcessEnv): BucketDeploy {
  const config = deployConfigFromEnv(env);
  return {
    config,
    liveVersion: async () => (await readLiveDeploy(config))?.contentVersion,
    deploy: async (outDir, cacheDir, cv, log) => {
      const result = await deploySite({
        outDir,
        config,
        contentVersion: cv,
        log,
        ...(cacheDir ? { cacheDir } : {}),
      });
      return {
        id: String(result.id),
        uploaded: result.uploaded,
        unchanged: result.unchanged,
        deleted: result.deleted,
        purgeOwed: result.purgeOwed.length,
        purgeError: result.purgeError,
      };
    },
    retryOwedPurge: async (log) => {
      const result = await retryOwedPurge(config, { log });
      return result.purgeOwed.length
        ? { paths: result.purgeOwed.length, error: result.purgeError }
        : undefined;
    },
  };
}
