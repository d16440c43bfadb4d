/**
 * `npm run publish:serve`: the publish service (README "Publishing"). Builds from Storyblok (STORYBLOK_TOKEN,
 * STORYBLOK_ENDPOINT, STORYBLOK_VERSION=published) into OUT_DIR with the build cache kept warm in this process,
 * and deploys to the bucket of DEPLOY_S3_* (src/deploy/).
 */
import path from 'node:path';
import { reportCliFailure, settingsOrExit } from '../common/cli-failure';
import { ConfigError } from '../common/errors';
import { storyblokConfigFrom } from '../content/storyblok-config';
import { describeListing, IncrementalListing } from '../content/storyblok-incremental';
import { StoryblokSource } from '../content/storyblok-source';
import { buildSite } from '../site-builder/build-site';
import { buildOptionsFrom } from '../site-builder/options';
import { bucketDeployFrom } from './bucket-deploy';
import { startIntakeThread } from './intake-host';
import { Journal } from './journal';
import { pinnedSource } from './pinned-source';
import { startPublishService } from './service';
import { lockStateDir } from './state-lock';
import { publishSettingsFrom } from './settings';

const env = process.env;
const log = (line: string): void => console.log(line);
const settings = settingsOrExit('Publish service', () => {
  const publish = publishSettingsFrom(env);
  const storyblok = storyblokConfigFrom(env);
  if (!storyblok) {
    throw new ConfigError(
      'no-content-service',
      'STORYBLOK_TOKEN is not set: the publish service builds from Storyblok',
      'set STORYBLOK_TOKEN (the public token) and STORYBLOK_VERSION=published; STORYBLOK_ENDPOINT for the local content server.',
    );
  }
  const build = buildOptionsFrom(env, process.argv.slice(2));
  return { publish, storyblok, build, bucket: bucketDeployFrom(env) };
});

try {
  const source = new StoryblokSource(settings.storyblok, {
    assetsDir: path.join(settings.build.contentDir, 'assets'),
  });
  // The first build after start reads every story; later ones only what changed (PUBLISH_LISTING).
  const listing = new IncrementalListing(source, {
    incremental: settings.publish.listing === 'incremental',
    log,
  });
  const lock = await lockStateDir(settings.publish.stateDir);
  const { journal, recovered } = await Journal.recover(settings.publish.stateDir);
  for (const line of recovered.dropped) log(`publish: ${line}`);
  const { publish, bucket, build } = settings;
  const service = await startPublishService({
    settings: publish,
    journal,
    unfinished: recovered.unfinished,
    history: recovered.publishes,
    log,
    work: {
      readVersion: async () => (await source.fetchSpace()).version,
      liveVersion: () => bucket.liveVersion(),
      build: async (cv) => {
        listing.takeReport();
        await buildSite(build, { source: pinnedSource(source, cv, listing), log });
      },
      listingReport: () => {
        const report = listing.takeReport();
        return report ? describeListing(report) : undefined;
      },
      deploy: (cv) => bucket.deploy(build.outDir, build.cacheDir, cv, log),
      retryOwedPurge: () => bucket.retryOwedPurge(log),
    },
    startIntake: (handlers) =>
      startIntakeThread(
        {
          host: publish.host,
          port: publish.port,
          secret: publish.secret,
          statusToken: publish.statusToken,
          stateDir: publish.stateDir,
          burst: publish.burst,
          perSecond: publish.perSecond,
        },
        handlers,
      ),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // The journal makes a stop at any moment safe; a clean stop still lets the current publish end.
    process.once(signal, () => {
      log(`publish: ${signal}, stopping after the current publish`);
      void service
        .close()
        .then(() => lock.release())
        .then(() => process.exit(0));
    });
  }
} catch (error) {
  reportCliFailure('Publish service', error);
  process.exit(1);
}
