/** `npm run content:serve`: serves a content folder (CONTENT_DIR, default content/) as a local Storyblok space. */
import { settingsOrExit } from '../../common/cli-failure';
import { directorySetting } from '../../common/directory-setting';
import { portSetting } from '../../common/port-setting';
import { defaultContentDir } from '../../config/project-paths';
import { faultsFromEnv } from './faults';
import { startContentServer } from './server';
import { webhookSettingsFrom } from './webhook-settings';

const env = process.env;
const settings = settingsOrExit('Content server', () => ({
  contentDir: directorySetting('CONTENT_DIR', env.CONTENT_DIR, defaultContentDir),
  port: portSetting('CONTENT_SERVER_PORT', env.CONTENT_SERVER_PORT, 4174),
  webhooks: webhookSettingsFrom(env),
}));
const server = await startContentServer({
  ...settings,
  tokens: {
    preview: env.CONTENT_SERVER_PREVIEW_TOKEN || undefined,
    public: env.CONTENT_SERVER_PUBLIC_TOKEN || undefined,
  },
  faults: faultsFromEnv(env),
});
console.log(`Content server for ${server.store.contentDir} at ${server.endpoint}`);
console.log(`  preview token: ${server.tokens.preview}   public token: ${server.tokens.public}`);
if (server.webhooks) console.log(`  webhooks to ${env.CONTENT_SERVER_WEBHOOK_URL} when a story file changes`);
console.log(
  `  build from it:  STORYBLOK_ENDPOINT=${server.endpoint} STORYBLOK_TOKEN=${server.tokens.preview} npm run build`,
);

// With CONTENT_SERVER_TTL_S the server stops by itself (scripts, CI); otherwise Ctrl-C stops it.
const ttl = Number(env.CONTENT_SERVER_TTL_S || 0);
if (ttl > 0) setTimeout(() => void server.close(), ttl * 1000);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
