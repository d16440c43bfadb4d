/**
 * `npm run deploy`: uploads the build (OUT_DIR, default dist/) to the bucket the DEPLOY_* variables name
 * (README "Publishing" → "Deploy"); `-- --rollback [id]`, `-- --list`, `-- --cdn-config DIR`.
 */
import path from 'node:path';
import { reportCliFailure } from '../common/cli-failure';
import { defaultCacheDir, defaultOutDir } from '../config/project-paths';
import { parseDeployArgs } from './cli-args';
import { writeCdnConfig } from './cdn/write-cdn-config';
import { cdnKindFromEnv, deployConfigFromEnv } from './deploy-config';
import { deploySite, listDeploys, rollback } from './deploy-site';
import { progressView, summaryLine } from './progress';

const abort = new AbortController();
process.once('SIGINT', () => abort.abort());
process.once('SIGTERM', () => abort.abort());

try {
  const command = parseDeployArgs(process.argv.slice(2));
  const outDir = path.resolve(process.env.OUT_DIR?.trim() || defaultOutDir);
  const view = progressView(process.stdout);
  if (command.kind === 'cdn-config') {
    const written = await writeCdnConfig(outDir, path.resolve(command.dir), cdnKindFromEnv(process.env));
    for (const file of written) view.log(`wrote ${path.relative(process.cwd(), file)}`);
  } else {
    const config = deployConfigFromEnv(process.env);
    const options = { log: view.log, onProgress: view.onProgress, signal: abort.signal };
    if (command.kind === 'list') {
      const { live, deploys } = await listDeploys(config);
      if (!deploys.length) view.log('no deploy in the bucket yet');
      for (const d of deploys)
        view.log(
          `${d.id}${d.id === live ? ' (live)' : ''}  activated ${d.activatedAt}` +
            (d.contentVersion === undefined ? '' : `  cv ${d.contentVersion}`),
        );
    } else if (command.kind === 'rollback') {
      const result = await rollback(config, command.id, {
        ...options,
        allowMassDelete: command.allowMassDelete,
      });
      view.log(summaryLine(result, 'Rolled back to'));
    } else {
      const result = await deploySite({
        outDir,
        config,
        cacheDir: path.resolve(process.env.CACHE_DIR?.trim() || defaultCacheDir),
        allowMassDelete: command.allowMassDelete,
        ...(command.contentVersion === undefined ? {} : { contentVersion: command.contentVersion }),
        ...options,
      });
      view.log(summaryLine(result));
    }
  }
} catch (error) {
  reportCliFailure('Deploy', error);
}
