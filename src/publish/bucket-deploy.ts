/** The publisher's deploy side, through src/deploy/: the live deploy's content version, and a deploy. */
import { deployConfigFromEnv, type DeployConfig } from '../deploy/deploy-config';
import { deploySite, readLiveDeploy } from '../deploy/deploy-site';
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
      };
    },
  };
}
